#!/usr/bin/env bash
# Prints the bin directory of a Node.js this project supports, installing one first when needed.
#
# The machine's `node` is used when it is new enough (>= 22.12, see package.json's engines).
# Otherwise the Node.js line in .node-version is unpacked from the npm registry package
# node-linux-<arch> (a real Node binary with its headers, the one registry these machines reach)
# into .tools/, once per checkout. Use it as .ci/run does:
#
#   bin=$(scripts/install-node.sh) && export PATH="$bin:$PATH"
#   export npm_config_nodedir="$(dirname "$bin")"   # native addons compile against its headers
#
# (npm_config_nodedir matters: this image's npm is set to build addons against the headers of the
# machine's own Node, which would give better-sqlite3 a binary the newer Node cannot load.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
line=$(tr -d '[:space:]' <"$root/.node-version")

if command -v node >/dev/null 2>&1 &&
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
x86_64) arch=x64 ;;
aarch64 | arm64) arch=arm64 ;;
*)
  echo "install-node: no registry package of Node.js for $(uname -m); install Node $line by hand" >&2
  exit 1
  ;;
esac

dir="$root/.tools/node-$line"
if [ ! -x "$dir/bin/node" ]; then
  echo "install-node: $(node -v 2>/dev/null || echo 'no node') is too old; unpacking node-linux-$arch@$line into $dir" >&2
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$line" >/dev/null)
  mkdir -p "$dir.partial"
  tar xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir.partial" --strip-components=1
  # Moved into place only once whole, so an interrupted unpack is never taken for a Node.
  rm -rf "$dir" && mv "$dir.partial" "$dir"
fi
echo "$dir/bin"

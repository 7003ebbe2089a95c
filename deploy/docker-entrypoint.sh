#!/bin/sh
# The image's one entry: which process to run, exec'd so it receives SIGTERM itself and drains.
set -e
case "${1:-api}" in
api) exec node /opt/portal/apps/api/dist/server.mjs ;;
site) cd /opt/portal/apps/web && exec node --max-old-space-size=384 dist/server.mjs ;;
migrate) exec node /opt/portal/apps/api/dist/migrate.mjs ;;
backup | restore) exec node /opt/portal/apps/api/dist/backup.mjs "$@" ;;
# A scheduled job by hand: `job views-refresh` (decision 034).
job) shift && exec node /opt/portal/apps/api/dist/jobs.mjs "$@" ;;
*) exec "$@" ;;
esac

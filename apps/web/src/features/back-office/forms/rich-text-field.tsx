'use client';

import { RICH_TEXT_LINK_SCHEMES } from '@estate/domain/rich-text';
import { Editor, Node } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import './rich-text-field.css';

type Props = {
  id: string;
  name: string;
  label: string;
  lang: 'pl' | 'en';
  defaultValue: string;
  error?: string;
  hint?: string;
  /**
   * Images in the text (news, events, the blog, pages; decision 037): uploads a chosen file to the
   * media store and answers its path, or null when it was refused (the caller says why).
   */
  uploadImage?: (file: File) => Promise<string | null>;
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_HOST = /^(?:[^\s@/:]+@)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#]|$)/u;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const PHONE = /^\+?[\d\s().-]{5,}$/;

/**
 * The links the API keeps: http, https, mailto and tel. Tiptap also asks this about the bare text
 * it autolinks (`example.com`, `a@b.pl`), which then gets https:// or mailto:.
 */
function allowedUri(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  const scheme = SCHEME.exec(value)?.[1];
  if (scheme) return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme.toLowerCase());
  return BARE_HOST.test(value);
}

/**
 * What staff typed in the link prompt, as an href (`example.com` gets https://, `a@b.pl` mailto:,
 * `+48 22 123 45 67` tel:); null when it is not an http(s), mailto or tel address.
 */
function hrefOf(typed: string): string | null {
  const value = typed.trim();
  let href: string;
  if (SCHEME.test(value)) href = value;
  else if (EMAIL.test(value)) href = `mailto:${value}`;
  else if (PHONE.test(value)) href = `tel:${value.replace(/[\s().-]/g, '')}`;
  else if (BARE_HOST.test(value)) href = `https://${value}`;
  else return null;
  if (!allowedUri(href)) return null;
  if (!/^https?:/i.test(href)) return href;
  return URL.canParse(href) ? href : null;
}

/** Only what packages/domain/src/rich-text.ts keeps: p, h2, h3, strong, em, s, ul, ol, li, a, br, blockquote. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    underline: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => allowedUri(url),
      shouldAutoLink: (url) => allowedUri(url),
    },
  }),
];

/**
 * An image in an article's text: a block of the media store's picture with its alt text, nothing
 * else (packages/domain/src/rich-text.ts, the `article` profile). Tiptap's image extension is not
 * a dependency; this node is all of it the back office needs.
 */
const TextImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
});

const extensionsWithImages = [...extensions, TextImage];

/** A chain link drawn in the text colour (an emoji needs a font the staff machine may not have). */
const linkIcon = (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
  >
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" strokeLinecap="round" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
  </svg>
);

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

type Tool = {
  key:
    | 'bold'
    | 'italic'
    | 'strike'
    | 'heading2'
    | 'heading3'
    | 'paragraph'
    | 'bulletList'
    | 'orderedList'
    | 'blockquote'
    | 'link'
    | 'image'
    | 'undo'
    | 'redo';
  text: ReactNode;
  run: (editor: Editor) => void;
};

/** The rich-text description of an offer, in one language: Tiptap, sent with the form as HTML. */
export function RichTextField({ id, name, label, lang, defaultValue, error, hint, uploadImage }: Props) {
  const t = useTranslations('backOffice.richText');
  const [html, setHtml] = useState(defaultValue);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');

  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      id,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      lang,
      class: 'bo-rich-text__content',
    };
    if (described) attributes['aria-describedby'] = described;
    if (error) attributes['aria-invalid'] = 'true';
    return { attributes };
  }, [id, lang, described, error]);

  // Tiptap's framework-free core, mounted into a div: its React binding imports react-dom, which
  // changed how the bundler split Next's own modules and added bytes to every public page
  // (decision 030). The toolbar re-renders on each transaction to show what is active.
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const initial = useRef({ defaultValue, editorProps, images: uploadImage !== undefined });
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const instance = new Editor({
      element: host.current,
      extensions: initial.current.images ? extensionsWithImages : extensions,
      content: initial.current.defaultValue,
      injectCSS: false, // rich-text-field.css has what it would inject
      editorProps: initial.current.editorProps,
      onUpdate: ({ editor: changed }) => setHtml(htmlOf(changed)),
      onTransaction: () => redraw(),
    });
    setEditor(instance);
    setHtml(htmlOf(instance));
    return () => instance.destroy();
  }, []);
  // A new error or hint reaches the editable element without recreating the editor.
  useEffect(() => {
    editor?.setOptions({ editorProps });
  }, [editor, editorProps]);

  const state = editor && {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    paragraph: editor.isActive('paragraph'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };

  function setLink(editor: Editor) {
    const current: unknown = editor.getAttributes('link').href;
    let typed = window.prompt(t('linkPrompt'), typeof current === 'string' ? current : '');
    let href: string | null = null;
    while (typed !== null && typed.trim() !== '') {
      href = hrefOf(typed);
      if (href) break;
      typed = window.prompt(t('linkPrompt'), typed);
    }
    if (typed === null) return; // cancelled
    const chain = editor.chain().focus();
    const empty = editor.state.selection.empty;
    if (!href) {
      chain.unsetLink().run(); // a caret inside a link unlinks the whole link
    } else if (empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link') // what is typed next is not part of the link
        .run();
    } else if (empty) {
      chain.extendMarkRange('link').setLink({ href }).run();
    } else {
      chain.setLink({ href }).run();
    }
  }

  const tools: Tool[] = [
    { key: 'bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
    { key: 'strike', text: 'S', run: (e) => e.chain().focus().toggleStrike().run() },
    { key: 'heading2', text: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', text: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'paragraph', text: '¶', run: (e) => e.chain().focus().setParagraph().run() },
    { key: 'bulletList', text: '•', run: (e) => e.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', text: '1.', run: (e) => e.chain().focus().toggleOrderedList().run() },
    { key: 'blockquote', text: '“', run: (e) => e.chain().focus().toggleBlockquote().run() },
    { key: 'link', text: linkIcon, run: setLink },
    ...(uploadImage ? [{ key: 'image' as const, text: '▣', run: () => picker.current?.click() }] : []),
    { key: 'undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
  ];

  /** One tab stop for the toolbar; arrows, Home and End move within it (WAI-ARIA toolbar pattern). */
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setFocusIndex(index);
    toolbar.current?.querySelectorAll('button')[index]?.focus();
  }

  return (
    <div className="bo-field bo-rich-text">
      <span id={`${id}-label`} className="bo-rich-text__label">
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="bo-field__hint">
          {hint}
        </p>
      )}
      <div className="bo-rich-text__frame" data-invalid={error ? 'true' : undefined}>
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={t('toolbar', { field: label })}
          aria-controls={id}
          className="bo-rich-text__toolbar"
          onKeyDown={onToolbarKey}
        >
          {tools.map((tool, index) => {
            const action = tool.key === 'image';
            const toggle = tool.key !== 'undo' && tool.key !== 'redo' && !action;
            const active = tool.key !== 'image' && Boolean(state?.[tool.key]);
            const unavailable = !editor || (!toggle && !action && !active);
            return (
              <button
                key={tool.key}
                type="button"
                className={`bo-rich-text__button bo-rich-text__button--${tool.key}`}
                aria-label={t(tool.key)}
                title={t(tool.key)}
                aria-pressed={toggle ? active : undefined}
                aria-disabled={unavailable ? true : undefined}
                tabIndex={index === focusIndex ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                onClick={() => {
                  if (editor && !unavailable) tool.run(editor);
                }}
              >
                <span aria-hidden="true">{tool.text}</span>
              </button>
            );
          })}
        </div>
        <div ref={host} className="bo-rich-text__editor" />
      </div>
      {uploadImage && (
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          hidden
          // Named like the toolbar button that opens it: the hidden picker still has a name for the
          // accessibility tree (HTML_CodeSniffer's H91, back-office.spec).
          aria-label={t('image')}
          data-testid={`${id}-image-file`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file || !editor) return;
            void uploadImage(file).then((src) => {
              if (!src) return;
              // The alt text is asked at once, in the item's language: an image is not saved without one.
              const alt = window.prompt(t('imageAlt'), '')?.trim() ?? '';
              editor.chain().focus().insertContent({ type: 'image', attrs: { src, alt } }).run();
            });
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      )}
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

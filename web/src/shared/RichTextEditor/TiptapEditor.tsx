import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import type { EditorOption } from './editorOptions';
import type { RichTextEditorProps } from './RichTextEditor';

interface Button {
  label: string;
  title: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

function buttonsFor(option: EditorOption, t: (k: string) => string): Button[] {
  switch (option) {
    case 'heading':
      return ([2, 3] as const).map((level) => ({
        label: `H${level}`,
        title: `${t('editor.heading')} ${level}`,
        run: (e) => e.chain().focus().toggleHeading({ level }).run(),
        active: (e) => e.isActive('heading', { level }),
      }));
    case 'bold':
      return [{ label: 'B', title: t('editor.bold'), run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') }];
    case 'italic':
      return [
        { label: 'I', title: t('editor.italic'), run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
      ];
    case 'underline':
      return [
        {
          label: 'U',
          title: t('editor.underline'),
          run: (e) => e.chain().focus().toggleUnderline().run(),
          active: (e) => e.isActive('underline'),
        },
      ];
    case 'strike':
      return [
        { label: 'S', title: t('editor.strike'), run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
      ];
    case 'bulletList':
      return [
        {
          label: '•',
          title: t('editor.bulletList'),
          run: (e) => e.chain().focus().toggleBulletList().run(),
          active: (e) => e.isActive('bulletList'),
        },
      ];
    case 'orderedList':
      return [
        {
          label: '1.',
          title: t('editor.orderedList'),
          run: (e) => e.chain().focus().toggleOrderedList().run(),
          active: (e) => e.isActive('orderedList'),
        },
      ];
    case 'blockquote':
      return [
        {
          label: '❝',
          title: t('editor.blockquote'),
          run: (e) => e.chain().focus().toggleBlockquote().run(),
          active: (e) => e.isActive('blockquote'),
        },
      ];
    case 'link':
      return [
        {
          label: t('editor.link'),
          title: t('editor.link'),
          run: (e) => {
            const url = window.prompt(t('editor.linkPrompt'), (e.getAttributes('link').href as string | undefined) ?? 'https://');
            if (url === null) return;
            if (url === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
            else e.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
          },
          active: (e) => e.isActive('link'),
        },
      ];
    case 'image':
      return [
        {
          label: t('editor.image'),
          title: t('editor.image'),
          run: (e) => {
            const src = window.prompt(t('editor.imagePrompt'), 'https://');
            if (src) e.chain().focus().setImage({ src }).run();
          },
        },
      ];
    case 'undo':
      return [{ label: '↶', title: t('editor.undo'), run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() }];
    case 'redo':
      return [{ label: '↷', title: t('editor.redo'), run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() }];
  }
}

/** A button's accessible name: its title, starting with the visible label when the title lacks it (WCAG 2.5.3, "H2" → "H2, Heading 2"). */
function nameOf(b: Button): string {
  return b.title.toLowerCase().includes(b.label.toLowerCase()) || !/[a-z0-9]/i.test(b.label) ? b.title : `${b.label}, ${b.title}`;
}

/** The tiptap editor itself; loaded lazily through RichTextEditor. */
export default function TiptapEditor({ id, label, value, onChange, options }: RichTextEditorProps & { options: EditorOption[] }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: {
      attributes: {
        class: 'form-control inno-rich-text',
        'data-testid': `${id}-content`,
        style: 'min-height: 12rem',
        // a contenteditable is no labelable element: it is a named multi-line text box itself
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
  });
  // a new value from outside (another entry loaded) replaces the content
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e ? options.flatMap((o) => buttonsFor(o, t).map((b) => [!!b.active?.(e), b.enabled ? b.enabled(e) : true])) : [],
  });

  const buttons = options.flatMap((o) => buttonsFor(o, t));
  return (
    <div data-testid={id}>
      <div className="btn-toolbar mb-1 gap-1" role="toolbar" aria-label={`${label}: ${t('editor.toolbar')}`}>
        {buttons.map((b, i) => (
          <button
            key={b.title}
            type="button"
            className={`btn btn-sm ${state?.[i]?.[0] ? 'btn-secondary' : 'btn-outline-secondary'}`}
            title={b.title}
            aria-label={nameOf(b)}
            disabled={!editor || state?.[i]?.[1] === false}
            onClick={() => editor && b.run(editor)}
          >
            {b.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedHref, richTextFromEditor } from '#domain/cms/rich-text-content';
import { DivBlock } from './div-block';
import { PlainPaste } from './plain-paste';
import { RichTextFormatSelect } from './rich-text-format-select';
import { RichTextLinkControls } from './rich-text-link-controls';
import type { RichTextFieldProps } from './rich-text-field';

/** The Dutch (or English) names of the toolbar's controls. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('cms');
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.blockquote'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      clearFormattingControlLabel: t('richText.clear'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: 'https://www.voorbeeld.nl',
      linkEditorSave: t('richText.linkSave'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
    }),
    [t],
  );
}

/**
 * Tiptap through Mantine's editor, held to the CMS rules (docs/cms.md): the block formats
 * p, h1–h6, pre and div; links only with allowed schemes; plain paste. An
 * emptied editor reports '' (required means not empty).
 */
export function RichTextEditorField({
  label,
  value,
  error,
  required,
  onChange,
}: RichTextFieldProps) {
  const labels = useEditorLabels();
  const sent = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        horizontalRule: false,
        // No empty paragraph kept after a heading or list at the end: it would be stored.
        trailingNode: false,
        code: false,
        link: {
          openOnClick: false,
          autolink: false,
          isAllowedUri: (url) => isAllowedHref(url),
        },
      }),
      DivBlock,
      PlainPaste,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => {
      sent.current = richTextFromEditor(changed.getHTML());
      onChangeRef.current(sent.current);
    },
  });

  // A value from outside (history restored, page reloaded) replaces the text; our own echo does not.
  useEffect(() => {
    if (editor && value !== sent.current) {
      sent.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <RichTextEditor editor={editor} labels={labels} mt={4} data-testid="rich-text">
        <RichTextEditor.Toolbar>
          {editor && <RichTextFormatSelect editor={editor} label={label} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {editor && <RichTextLinkControls editor={editor} />}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

import { NativeSelect } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { RICH_TEXT_BLOCK_TAGS } from '#domain/cms/rich-text-content';

type BlockTag = (typeof RICH_TEXT_BLOCK_TAGS)[number];
type Level = 1 | 2 | 3 | 4 | 5 | 6;

function currentTag(editor: Editor): BlockTag {
  if (editor.isActive('codeBlock')) return 'pre';
  if (editor.isActive('divBlock')) return 'div';
  const level = editor.getAttributes('heading').level as number | undefined;
  return editor.isActive('heading') && level ? (`h${level}` as BlockTag) : 'p';
}

function setTag(editor: Editor, tag: BlockTag) {
  const chain = editor.chain().focus();
  if (tag === 'p') chain.setParagraph().run();
  else if (tag === 'pre') chain.setCodeBlock().run();
  else if (tag === 'div') chain.setNode('divBlock').run();
  else chain.setHeading({ level: Number(tag.slice(1)) as Level }).run();
}

/** The block format of the text at the cursor: paragraph, heading 1–6, preformatted or div. */
export function RichTextFormatSelect({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('cms');
  return (
    <NativeSelect
      size="xs"
      aria-label={t('richText.format', { field: label })}
      data={RICH_TEXT_BLOCK_TAGS.map((tag) => ({ value: tag, label: t(`richText.tag.${tag}`) }))}
      value={currentTag(editor)}
      onChange={(event) => setTag(editor, event.currentTarget.value as BlockTag)}
    />
  );
}

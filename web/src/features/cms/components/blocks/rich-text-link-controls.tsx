import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { useBlockChoices, type TextLink } from './block-choices';

/** Links the selected text, or inserts the link's own text at the cursor. */
function applyLink(editor: Editor, link: TextLink) {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty) {
    chain
      .insertContent({
        type: 'text',
        text: link.text,
        marks: [{ type: 'link', attrs: { href: link.href } }],
      })
      .run();
  } else {
    chain.extendMarkRange('link').setLink({ href: link.href }).run();
  }
}

/** Toolbar buttons that open the term and redirect selectors and link the text to the choice. */
export function RichTextLinkControls({ editor }: { editor: Editor }) {
  const { t } = useTranslation('cms');
  const { pickTerm, pickRedirect } = useBlockChoices();
  const link = async (pick: () => Promise<TextLink | undefined>) => {
    const chosen = await pick();
    if (chosen) applyLink(editor, chosen);
  };
  return (
    <RichTextEditor.ControlsGroup>
      <RichTextEditor.Control
        onClick={() => void link(pickTerm)}
        aria-label={t('richText.term')}
        title={t('richText.term')}
        w="auto"
        px={6}
        fz="xs"
      >
        {t('richText.termShort')}
      </RichTextEditor.Control>
      <RichTextEditor.Control
        onClick={() => void link(pickRedirect)}
        aria-label={t('richText.redirect')}
        title={t('richText.redirect')}
        w="auto"
        px={6}
        fz="xs"
      >
        {t('richText.redirectShort')}
      </RichTextEditor.Control>
    </RichTextEditor.ControlsGroup>
  );
}

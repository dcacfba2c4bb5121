import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import { plainTextToHtml } from '#domain/cms/rich-text-content';

/**
 * Paste is always plain text: markup copied from another site or a
 * word processor never reaches the page; blank lines still start paragraphs.
 */
export const PlainPaste = Extension.create({
  name: 'plainPaste',
  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        key: new PluginKey('plainPaste'),
        props: {
          handlePaste: (view, event) => {
            const text = event.clipboardData?.getData('text/plain') ?? '';
            if (!/\n/.test(text)) {
              view.dispatch(view.state.tr.insertText(text));
            } else {
              editor.commands.insertContent(plainTextToHtml(text));
            }
            return true;
          },
        },
      }),
    ];
  },
});

import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RichTextFieldProps {
  label: string;
  value: string;
  error?: string;
  /** Required means not empty: the page is not saved while it has nothing to read. */
  required?: boolean;
  onChange: (html: string) => void;
}

// Tiptap and ProseMirror come with the first rich-text field, not with the page editor.
const RichTextEditorField = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditorField })),
);

/** A block's rich text, edited with tiptap (loaded on first use). */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} required={props.required}>
          <Skeleton h={120} mt={4} radius="sm" />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}

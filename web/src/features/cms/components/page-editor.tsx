import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { pageTypeFeatures } from '#domain/cms/page-type-features';
import type { PageFormValues } from '../page-form-values';
import { BlockChoicesContext, type BlockChoices, type Choice } from './blocks/block-choices';
import { BlockList, type BlocksUpdate } from './blocks/block-list';
import { PageFields } from './page-fields';
import { PagePreview } from './page-preview';

interface PageEditorProps {
  title: string;
  values: PageFormValues;
  errors: Record<string, string>;
  authors: Choice[];
  choices: BlockChoices;
  /** The save state, or the create button of a new page. */
  status: ReactNode;
  /** Shown when a save was refused because someone else saved first. */
  outdated: boolean;
  onReload: () => void;
  /** A change, applied to the newest values (so a handler never works on a stale copy). */
  onUpdate: (recipe: (values: PageFormValues) => PageFormValues) => void;
  actions?: ReactNode;
}

/** The preview follows typing after a short pause instead of on every key. */
export const PREVIEW_DELAY_MS = 250;

/** The page editor: the page's fields and blocks on the left, the live preview beside them. */
export function PageEditor({
  title,
  values,
  errors,
  authors,
  choices,
  status,
  outdated,
  onReload,
  onUpdate,
  actions,
}: PageEditorProps) {
  const { t } = useCmsTexts();
  // Stable handlers and the page's own errors apart: a keystroke in a block re-renders
  // that block (and, after the pause, the preview), not the page fields or other blocks.
  const changeFields = useCallback(
    (patch: Partial<PageFormValues>) => onUpdate((current) => ({ ...current, ...patch })),
    [onUpdate],
  );
  const updateBlocks = useCallback<BlocksUpdate>(
    (recipe) => onUpdate((current) => ({ ...current, blocks: recipe(current.blocks) })),
    [onUpdate],
  );
  const pageErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('blocks.'))),
    [errors],
  );
  const [preview] = useDebouncedValue(values, PREVIEW_DELAY_MS);
  return (
    <BlockChoicesContext.Provider value={choices}>
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{title}</Title>
          <Group>
            {status}
            {actions}
          </Group>
        </Group>
        {outdated && (
          <Alert color="orange" title={t('editor.outdatedTitle')}>
            <Group justify="space-between">
              {t('editor.outdated')}
              <Button size="xs" variant="white" onClick={onReload}>
                {t('editor.reload')}
              </Button>
            </Group>
          </Alert>
        )}
        <Grid>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <PageFields
                values={values}
                errors={pageErrors}
                authors={authors}
                products={choices.products}
                onChange={changeFields}
              />
              <BlockList blocks={values.blocks} errors={errors} onUpdate={updateBlocks} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <div style={{ position: 'sticky', top: 16 }}>
              <PagePreview
                url={preview.url}
                headerImageId={
                  pageTypeFeatures(preview.type).headerImage ? preview.headerImageId : null
                }
                blocks={preview.blocks}
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </BlockChoicesContext.Provider>
  );
}

import { Alert, Button, Grid, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { pageTypeFeatures } from '#domain/cms/page-type-features';
import type { PageFormValues } from '../page-form-values';
import { BlockChoicesContext, type BlockChoices, type Choice } from './blocks/block-choices';
import { BlockList } from './blocks/block-list';
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
  onChange: (values: PageFormValues) => void;
  actions?: ReactNode;
}

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
  onChange,
  actions,
}: PageEditorProps) {
  const { t } = useCmsTexts();
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
                errors={errors}
                authors={authors}
                products={choices.products}
                onChange={(patch) => onChange({ ...values, ...patch })}
              />
              <BlockList
                blocks={values.blocks}
                errors={errors}
                onChange={(blocks) => onChange({ ...values, blocks })}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <div style={{ position: 'sticky', top: 16 }}>
              <PagePreview
                url={values.url}
                headerImageId={
                  pageTypeFeatures(values.type).headerImage ? values.headerImageId : null
                }
                blocks={values.blocks}
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </BlockChoicesContext.Provider>
  );
}

import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SepaMandateInput } from '#domain/companies/sepa-mandate-input';
import { SepaMandateForm, type SepaMandateFormValues } from './sepa-mandate-form';

export type ActivationMode = 'plaza_only' | 'normal';

interface ActivationDialogProps {
  opened: boolean;
  /** No mandate and no prepaid balance yet: the dialog first collects a mandate. */
  needsMandate: boolean;
  mandateDefaults: SepaMandateFormValues;
  busy: boolean;
  onClose: () => void;
  onSignMandate: (input: SepaMandateInput) => void;
  onActivate: (mode: ActivationMode) => void;
}

/**
 * Going active: a new or archived company without a
 * mandate signs one here first; then it goes active lead-plaza-only (products
 * paused) or the normal way (then on to its products).
 */
export function ActivationDialog(props: ActivationDialogProps) {
  const { t } = useTranslation('companies');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('activation.title')}
      size="lg"
      centered
    >
      {props.needsMandate ? (
        <Stack>
          <Text size="sm">{t('activation.needsMandate')}</Text>
          <SepaMandateForm
            defaultValues={props.mandateDefaults}
            submitLabel={t('sepa.sign')}
            submitting={props.busy}
            onCancel={props.onClose}
            onSubmit={props.onSignMandate}
          />
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('activation.chooseWay')}</Text>
          <Button onClick={() => props.onActivate('normal')} loading={props.busy}>
            {t('activation.normal')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('activation.normalHint')}
          </Text>
          <Button
            variant="light"
            onClick={() => props.onActivate('plaza_only')}
            loading={props.busy}
          >
            {t('activation.plazaOnly')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('activation.plazaOnlyHint')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

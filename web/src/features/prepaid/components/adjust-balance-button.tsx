import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
} from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_REASON_MAX_LENGTH,
  balanceAdjustmentProblems,
  type BalanceAdjustmentKind,
} from '#domain/prepaid/balance-adjustment';
import { AdjustPrepaidBalanceDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';

/**
 * Finance refunds (money back to the customer, off the balance) or corrects a prepaid
 * balance, always with a reason; the api refuses anything that would take the balance
 * below zero. The same field rules as the api, from the domain.
 */
export function AdjustBalanceButton({
  companyId,
  onAdjusted,
}: {
  companyId: string;
  onAdjusted: () => void;
}) {
  const { t } = useTranslation('prepaid');
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<BalanceAdjustmentKind>('refund');
  const [euros, setEuros] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adjust, adjusting] = useMutation(AdjustPrepaidBalanceDocument);

  function close() {
    setOpened(false);
    setEuros('');
    setReason('');
    setErrors({});
  }

  async function save() {
    const amountCents = Math.round(Number(euros) * 100);
    const problems = balanceAdjustmentProblems({ kind, amountCents, reason });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await adjust({
        variables: {
          companyId,
          input: {
            kind,
            amountCents,
            reason: reason.trim(),
          },
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      close();
      onAdjusted();
    } catch (error) {
      // The error notice says why; a field error shows at its field too.
      const { fields } = classifyError(error);
      if (fields) setErrors(fields);
    }
  }

  const fieldError = (name: string) => (errors[name] ? messageText(errors[name]) : undefined);

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid="adjust-balance">
        {t('adjust.action')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('adjust.title')}>
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value as BalanceAdjustmentKind)}
            data={[
              { value: 'refund', label: t('adjust.refund') },
              { value: 'adjustment', label: t('adjust.adjustment') },
            ]}
          />
          <NumberInput
            label={t(kind === 'refund' ? 'adjust.refundAmount' : 'adjust.adjustmentAmount')}
            description={kind === 'adjustment' ? t('adjust.adjustmentHint') : undefined}
            prefix="€ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            allowNegative={kind === 'adjustment'}
            value={euros}
            onChange={setEuros}
            error={fieldError('amount_cents') ?? fieldError('amountCents')}
          />
          <Textarea
            label={t('adjust.reason')}
            required
            autosize
            minRows={2}
            maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('adjust.cancel')}
            </Button>
            <Button loading={adjusting.loading} onClick={() => void save()}>
              {t('adjust.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

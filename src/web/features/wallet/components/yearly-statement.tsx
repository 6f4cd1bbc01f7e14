import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { t } from '@web/lib/i18n';
import { notify } from '@web/lib/notify';
import { downloadStatement, financialYearLabel, statementYears } from '../api/statement';

/**
 * "Yearly statement": the clipper's earnings, fees, withdrawals and UTRs for one Indian financial year as CSV
 * (docs/payouts.md#statement), the current year and the three before it.
 */
export function YearlyStatement() {
  // Today's financial year once per visit: a screen left open across 1 April keeps its list, which is harmless.
  const [years] = useState(() => statementYears(new Date()));
  const [year, setYear] = useState(years[0] ?? 0);
  const download = useMutation({ mutationFn: downloadStatement });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="statement-title">
      <Title order={2} size="h3" mb="xs" id="statement-title">
        {t('wallet.statementTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('wallet.statementIntro')}
      </Text>
      <Group align="flex-end">
        <SelectField
          label={t('wallet.financialYear')}
          value={String(year)}
          onChange={(event) => setYear(Number(event.currentTarget.value))}
          data={years.map((y) => ({ value: String(y), label: financialYearLabel(y) }))}
        />
        <Button
          variant="default"
          loading={download.isPending}
          onClick={() =>
            download.mutate(year, {
              onError: (error) => notify(errorMessage(error, t('wallet.statementFailed')), 'error'),
            })
          }
        >
          {t('wallet.downloadCsv')}
        </Button>
      </Group>
    </Card>
  );
}

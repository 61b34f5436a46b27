import { exchangeRateAge } from '@club/shared';
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useExchangeRateTables } from '../api/list-exchange-rate-tables';
import { todayInIndia } from '../labels';

/** The console's task while the newest table is older than EXCHANGE_RATE_STALE_DAYS (or there is none): quotes are converting with old rates. */
export function ExchangeRateTask({ onOpen }: { onOpen: () => void }) {
  const tables = useExchangeRateTables();
  if (tables.isPending || tables.isError) return null;
  const newest = tables.items[0];
  const age = newest ? exchangeRateAge(newest, todayInIndia()) : undefined;
  if (age && !age.stale) return null;
  return (
    <Alert variation="warning" heading="Task" className="staff-task" role="status">
      <Flex alignItems="center" gap="0.75rem" wrap="wrap">
        <span>
          {age
            ? `Exchange rates are ${age.days} days old: record the latest notification`
            : 'No exchange-rate table is recorded: record the latest notification'}
        </span>
        <Button size="small" onClick={onOpen}>
          Open exchange rates
        </Button>
      </Flex>
    </Alert>
  );
}

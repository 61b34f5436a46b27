import {
  EXCHANGE_RATE_STALE_DAYS,
  RATE_PER,
  TRADE_CURRENCIES,
  exchangeRateRoutes,
  exchangeRateTableName,
  type ExchangeRateTable,
  type TradeCurrency,
} from '@club/shared';
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { FieldError, FormActions, useZodForm, type ErrorProps } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useExchangeRateTables } from '../api/list-exchange-rate-tables';
import { useCreateExchangeRateTable, useUpdateExchangeRateTable } from '../api/save-exchange-rate-table';
import { OpenButton, QueueTable, type Column } from './queue-table';
import { QueueSection } from './queue-section';

type Row = ExchangeRateTable & { id: string };
type Values = { number: string; notifiedOn: string; effectiveFrom: string; source: string; rates: Record<TradeCurrency, string> };

const rateLabel = (currency: TradeCurrency) => (RATE_PER[currency] === 1 ? currency : `${currency} per ${RATE_PER[currency]}`);

/** Staff: every customs exchange-rate table, newest first; record a new one or correct one (both audited). */
export function ExchangeRates() {
  const tables = useExchangeRateTables();
  const [editing, setEditing] = useState<ExchangeRateTable | 'new' | undefined>();
  const columns: Column<Row>[] = [
    { label: 'In force from', cell: (t) => <time dateTime={t.effectiveFrom}>{t.effectiveFrom}</time> },
    { label: 'Notification', cell: (t) => exchangeRateTableName(t) },
    ...TRADE_CURRENCIES.map((currency) => ({ label: `₹ / ${rateLabel(currency)}`, cell: (t: Row) => t.rates[currency].toFixed(2) })),
    { label: '', cell: (t) => <OpenButton label={`Edit the table in force from ${t.effectiveFrom}`} onOpen={() => setEditing(t)} /> },
  ];
  return (
    <QueueSection
      title="Exchange rates"
      actions={
        <Button size="small" onClick={() => setEditing('new')}>
          Record a notification
        </Button>
      }
    >
      <p className="staff-queue__hint">
        Rupees per unit for imported goods, as CBIC notifies them (ICEGATE since July 2024). Quotes use the table in force on their date and warn when it is
        more than {EXCHANGE_RATE_STALE_DAYS} days old.
      </p>
      <PagedListView
        list={tables}
        items={tables.items.map((t) => ({ ...t, id: t.effectiveFrom }))}
        skeletons={3}
        label="Loading the exchange-rate tables"
        empty={<EmptyState title="No exchange-rate tables" />}
        render={(rows) => <QueueTable caption="Exchange-rate tables" columns={columns} rows={rows} />}
      />
      {editing ? <ExchangeRateDialog table={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} /> : null}
    </QueueSection>
  );
}

function ExchangeRateDialog({ table, onClose }: { table?: ExchangeRateTable | undefined; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={table ? `Edit the table in force from ${table.effectiveFrom}` : 'Record a notification'}>
      {table ? <EditForm table={table} onDone={onClose} /> : <CreateForm onDone={onClose} />}
    </Dialog>
  );
}

const valuesOf = (table?: ExchangeRateTable): Values => ({
  number: table?.number ? `${table.number}-Customs (N.T.)` : '',
  notifiedOn: table?.notifiedOn ?? '',
  effectiveFrom: table?.effectiveFrom ?? '',
  source: table?.source ?? '',
  rates: Object.fromEntries(TRADE_CURRENCIES.map((c) => [c, table ? String(table.rates[c]) : ''])) as Record<TradeCurrency, string>,
});

function CreateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateExchangeRateTable();
  const form = useZodForm(exchangeRateRoutes.createExchangeRateTable.body, { defaultValues: valuesOf(), required: ['notifiedOn', 'effectiveFrom'] });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onDone)));
  return <TableFields field={form.field as FieldOf} ratesError={form.errorOf('rates')} onSubmit={submit} onCancel={onDone} isPending={create.isPending} />;
}

function EditForm({ table, onDone }: { table: ExchangeRateTable; onDone: () => void }) {
  const update = useUpdateExchangeRateTable();
  const form = useZodForm(exchangeRateRoutes.updateExchangeRateTable.body, {
    defaultValues: valuesOf(table),
    toBody: (values: Values) => ({ ...values, expectedUpdatedAt: table.updatedAt }),
  });
  const submit = form.onSubmit((body) => update.mutate({ effectiveFrom: table.effectiveFrom, body }, form.mutateOptions(onDone)));
  return <TableFields field={form.field as FieldOf} ratesError={form.errorOf('rates')} onSubmit={submit} onCancel={onDone} isPending={update.isPending} />;
}

/** The form's field binder over the shared fields of both forms (their rates are nested: `rates.USD`). */
type FieldOf = (name: string) => object;

function TableFields({
  field,
  ratesError,
  onSubmit,
  onCancel,
  isPending,
}: {
  field: FieldOf;
  ratesError: ErrorProps;
  onSubmit: (event?: FormEvent) => Promise<void>;
  onCancel: () => void;
  isPending: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="stack-form" aria-label="Exchange-rate table">
      <TextField
        label="Notification number"
        descriptiveText="Like 40/2024-Customs (N.T.); leave blank for an ICEGATE (ERAM) publication"
        {...field('number')}
      />
      <Flex gap="0.75rem" wrap="wrap" className="staff-form__row">
        <TextField label="Notified on" type="date" {...field('notifiedOn')} />
        <TextField label="In force from" type="date" {...field('effectiveFrom')} />
      </Flex>
      <Flex gap="0.75rem" wrap="wrap" className="staff-form__row">
        {TRADE_CURRENCIES.map((currency) => (
          <TextField key={currency} label={`₹ per ${rateLabel(currency)}`} inputMode="decimal" {...field(`rates.${currency}`)} hasError={ratesError.hasError} />
        ))}
      </Flex>
      {/* The form's errors are one per top-level field: a rate's message shows under the row. */}
      <FieldError message={ratesError.errorMessage} />
      <TextField label="Source" placeholder="Where it was read (URL or citation)" {...field('source')} />
      <FormActions onCancel={onCancel} submitLabel="Save" pendingLabel="Saving..." isPending={isPending} />
    </form>
  );
}

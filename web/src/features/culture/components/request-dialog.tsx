import {
  CULTURAL_LANGUAGES,
  CULTURAL_URGENCIES,
  CULTURAL_URGENCY_TURNAROUND,
  type CulturalRequestType,
  type CulturalUrgency,
  cultureRoutes,
} from '@club/shared';
import { SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, useZodForm } from '../../../components/form';
import { useCreateCulturalRequest } from '../api/create-cultural-request';
import { LANGUAGE_LABELS, REQUEST_TYPE_LABELS, URGENCY_LABELS } from '../labels';

type Values = { type: CulturalRequestType; request: string; context: string; location: string; language: string; urgency: string; target: string };

/** Form defaults: type translation, urgency normal, language telugu. */
export const REQUEST_DEFAULTS: Values = {
  type: 'translation',
  request: '',
  context: '',
  location: '',
  language: 'telugu',
  urgency: 'normal',
  target: 'english',
};

/** Each dialog's fields and which body field they fill: `request` is always the main text. */
const FIELDS: Record<CulturalRequestType, { request: string; context?: string; location?: string; placeholder?: string }> = {
  translation: { request: 'Text to translate' },
  festival_info: { context: 'Festival', request: 'What would you like to know?' },
  temple_timings: { context: 'Temple name', location: 'Location / city', request: 'Requirements' },
  cultural_etiquette: { context: 'Situation', request: 'Your questions' },
  food_recommendations: { location: 'Location', request: 'Preferences', placeholder: 'Vegetarian, Andhra meals, no onion or garlic…' },
  local_customs: { location: 'Region', request: 'Details' },
};

const blank = (value: string) => (value.trim() ? value : undefined);

/** The request dialog of one assistant card; sends type, request, context, location, language, urgency. */
export function RequestDialog({ type, open, onClose }: { type: CulturalRequestType; open: boolean; onClose: () => void }) {
  const create = useCreateCulturalRequest();
  const fields = FIELDS[type];
  const form = useZodForm(cultureRoutes.createCulturalRequest.body, {
    defaultValues: { ...REQUEST_DEFAULTS, type },
    toBody: (values: Values) => ({
      type,
      request: values.request,
      // For a translation the context carries the target language; `language` is the source.
      context: type === 'translation' ? values.target : fields.context ? blank(values.context) : undefined,
      location: fields.location ? blank(values.location) : undefined,
      language: values.language as never,
      urgency: values.urgency as never,
    }),
  });
  const urgency = form.watch('urgency') as CulturalUrgency;
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${REQUEST_TYPE_LABELS[type]} request`}
      onSubmit={submit}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
      isPending={create.isPending}
    >
      {fields.context ? <TextField label={fields.context} {...form.field('context')} /> : null}
      {fields.location ? <TextField label={fields.location} {...form.field('location')} /> : null}
      <TextAreaField label={fields.request} rows={4} placeholder={fields.placeholder} {...form.field('request')} />
      <SelectField label={type === 'translation' ? 'Source language' : 'Preferred language'} {...form.field('language')}>
        {CULTURAL_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </SelectField>
      {type === 'translation' ? (
        <SelectField label="Target language" {...form.field('target')}>
          {CULTURAL_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField label="Urgency" {...form.field('urgency')}>
        {CULTURAL_URGENCIES.map((u) => (
          <option key={u} value={u}>
            {URGENCY_LABELS[u]}
          </option>
        ))}
      </SelectField>
      <Text className="muted" data-testid="turnaround">
        Expected response: {CULTURAL_URGENCY_TURNAROUND[urgency] ?? CULTURAL_URGENCY_TURNAROUND.normal}
      </Text>
    </FormDialog>
  );
}

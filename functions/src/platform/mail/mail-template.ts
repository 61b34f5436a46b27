import type { MailCategory } from '@club/shared';
import type * as z from '@club/shared/zod';
import type { MailCategories } from './outbox.js';
import type { Renderer } from './templates/render.js';

/** A stored item that stands for one mail per recipient (an event's guests): queues those mails, each once however often it runs; how many this call queued. */
export type FanOut<D> = (data: D, item: { id: string }) => Promise<number>;

/** The zod schema each template's stored data must pass, by template name. */
export type MailSchemas<Data> = { readonly [T in keyof Data]: z.ZodMiniType<Data[T]> };

/**
 * One template as the outbox consumer knows it: its preference category,
 * the schema its stored data must pass before anything is sent, and how it
 * becomes mail: rendered, or (a fan-out) expanded into one mail per recipient.
 */
export type MailTemplate<D> = { category: MailCategory; schema: z.ZodMiniType<D> } & ({ render: Renderer<D> } | { expand: FanOut<D> });

/** A feature's templates, by name: its `mail/index.ts` exports them and the outbox consumer composes every feature's. */
export type MailTemplates<Data> = { readonly [T in keyof Data]: MailTemplate<Data[T]> };

/** How each template becomes mail: its renderer, or `{ expand }` for a fan-out. */
export type MailSenders<Data> = { readonly [T in keyof Data]: Renderer<Data[T]> | { expand: FanOut<Data[T]> } };

/** A feature's templates from its categories (mail/data.ts), schemas and renderers, which must name the same templates. */
export function mailTemplates<Data>(categories: MailCategories<Data>, schemas: MailSchemas<Data>, senders: MailSenders<Data>): MailTemplates<Data> {
  const templates: Partial<Record<keyof Data, MailTemplate<unknown>>> = {};
  for (const name of Object.keys(senders) as (keyof Data)[]) {
    const sender = senders[name];
    const base = { category: categories[name], schema: schemas[name] as z.ZodMiniType<unknown> };
    templates[name] = typeof sender === 'function' ? { ...base, render: sender as Renderer<unknown> } : { ...base, expand: sender.expand as FanOut<unknown> };
  }
  return templates as MailTemplates<Data>;
}

/** Forum topics and post types. */

/** Forum topics and their tab labels. */
export const TOPIC_TAGS = ['trade', 'capital', 'tech', 'infrastructure', 'healthcare', 'hiring'] as const;
export type TopicTag = (typeof TOPIC_TAGS)[number];
export const TOPIC_LABELS: Record<TopicTag, string> = {
  trade: 'Trade',
  capital: 'Capital',
  tech: 'Tech',
  infrastructure: 'Infrastructure',
  healthcare: 'Healthcare',
  hiring: 'Hiring',
};

export const POST_TYPES = ['requirement', 'offer', 'job', 'event', 'ask'] as const;
export type PostType = (typeof POST_TYPES)[number];

import { TOPIC_LABELS, type TopicTag } from '@club/shared';

/**
 * Interest tags: what two members can have in common: forum topics
 * they posted in, chapters, their company's industry, and the HS chapters
 * (first two digits) of their company's trade listings.
 */
export const interestTag = {
  topic: (topic: string) => `topic:${topic}`,
  chapter: (chapter: string) => `chapter:${chapter}`,
  industry: (industry: string) => `industry:${industry.trim().toLowerCase()}`,
  hs: (hsChapter: string) => `hs:${hsChapter}`,
};

/** The HS chapter (two digits) and heading (four) of a code such as "1006.30" or "100630". */
export const hsChapter = (code: string): string => code.replace(/\D/g, '').slice(0, 2);
export const hsHeading = (code: string): string => code.replace(/\D/g, '').slice(0, 4);

const HS_CHAPTER_NAMES: Record<string, string> = {
  '03': 'Seafood',
  '07': 'Vegetables',
  '08': 'Fruit & nuts',
  '09': 'Spices, tea & coffee',
  '10': 'Cereals',
  '12': 'Oil seeds',
  '15': 'Edible oils',
  '17': 'Sugar',
  '25': 'Stone & cement',
  '26': 'Ores',
  '27': 'Fuels',
  '29': 'Organic chemicals',
  '30': 'Pharmaceuticals',
  '39': 'Plastics',
  '44': 'Wood',
  '52': 'Cotton',
  '61': 'Knitted apparel',
  '62': 'Apparel',
  '63': 'Textiles',
  '69': 'Ceramics',
  '71': 'Gems & jewellery',
  '72': 'Iron & steel',
  '73': 'Steel articles',
  '84': 'Machinery',
  '85': 'Electronics',
  '87': 'Vehicles',
  '89': 'Ships',
  '90': 'Instruments',
  '94': 'Furniture',
};

/** The words a card shows for a tag. */
export function interestLabel(tag: string): string {
  const [kind, ...rest] = tag.split(':');
  const value = rest.join(':');
  switch (kind) {
    case 'topic':
      return TOPIC_LABELS[value as TopicTag] ?? value;
    case 'chapter':
      return `${value} chapter`;
    case 'industry':
      return value.replace(/\b\w/g, (c) => c.toUpperCase());
    case 'hs':
      return HS_CHAPTER_NAMES[value] ? `HS ${value} ${HS_CHAPTER_NAMES[value]}` : `HS ${value}`;
    default:
      return tag;
  }
}

/** Specific interests first: a shared HS chapter says more than a shared chapter of the club. */
const KIND_ORDER = ['hs', 'industry', 'topic', 'chapter'];
const kindRank = (tag: string) => {
  const index = KIND_ORDER.indexOf(tag.split(':')[0] ?? '');
  return index < 0 ? KIND_ORDER.length : index;
};

/** Tags both have, most specific first (then alphabetical, so the order is stable). */
export function commonInterests(a: readonly string[], b: readonly string[]): string[] {
  const other = new Set(b);
  return [...new Set(a)].filter((tag) => other.has(tag)).sort((x, y) => kindRank(x) - kindRank(y) || (x < y ? -1 : x > y ? 1 : 0));
}

/** How much two members share: HS and industry weigh 3, topics 2, chapters 1. */
export function interestScore(common: readonly string[]): number {
  return common.reduce((sum, tag) => sum + ([3, 3, 2, 1][kindRank(tag)] ?? 0), 0);
}

export interface InterestSources {
  topics: Iterable<string>;
  chapters: Iterable<string>;
  industry?: string | undefined;
  hsCodes: Iterable<string>;
}

/** A member's interest tags from what they did and where they belong, sorted. */
export function interestsOf(sources: InterestSources): string[] {
  const tags = new Set<string>();
  for (const topic of sources.topics) tags.add(interestTag.topic(topic));
  for (const chapter of sources.chapters) tags.add(interestTag.chapter(chapter));
  if (sources.industry?.trim()) tags.add(interestTag.industry(sources.industry));
  for (const code of sources.hsCodes) {
    const chapter = hsChapter(code);
    if (chapter.length === 2) tags.add(interestTag.hs(chapter));
  }
  return [...tags].sort();
}

import { POST_TYPES, SEARCH_FACETS, TOPIC_LABELS, TOPIC_TAGS, labelOf, timeAgo, type TopicTag } from '@club/shared';
import { Text } from '@aws-amplify/ui-react';
import { oneOf, type SearchParamChanges } from '../../../lib/use-search-param-state';
import { FacetFilters, MatchSnippet, SearchResults, usePostsSearch, type FacetValueLabel } from '../../search';
import { PostCard } from './post-card';

const postFacetLabel: FacetValueLabel = (facet, value) => (facet === 'topic' ? (TOPIC_LABELS[value as TopicTag] ?? value) : labelOf(value));

/**
 * Posts and replies matching the forums' search box, with forum, topic and
 * type facets (the address's `forumId`, `topic` and `type`); a match in a
 * reply shows under its post, which opens as any post does.
 */
export function PostSearch({
  q,
  params,
  onFilter,
  onSearch,
  onOpen,
}: {
  q: string;
  params: URLSearchParams;
  onFilter: (changes: SearchParamChanges) => void;
  onSearch: (q: string) => void;
  onOpen: (postId: string) => void;
}) {
  const topic = oneOf(TOPIC_TAGS, params.get('topic'));
  const type = oneOf(POST_TYPES, params.get('type'));
  const forumId = params.get('forumId');
  const posts = usePostsSearch({ q, ...(topic ? { topic } : {}), ...(type ? { type } : {}), ...(forumId ? { forumId } : {}) });
  return (
    <section aria-labelledby="post-search-heading">
      <h2 id="post-search-heading" className="visually-hidden">
        Search results
      </h2>
      <FacetFilters names={SEARCH_FACETS.posts} facets={posts.answer?.facets} selected={params} onChange={onFilter} valueLabel={postFacetLabel} />
      <SearchResults
        search={posts}
        noun={['post', 'posts']}
        skeletons={5}
        emptyTitle={`No posts found for “${q}”`}
        onDidYouMean={onSearch}
        render={(shown) => (
          <div className="card-list">
            {shown.map(({ post, reply, highlights }) => (
              <div key={`${post.id}:${reply?.id ?? ''}`} className="post-search__result">
                <PostCard post={post} highlights={highlights} onOpen={onOpen} />
                {reply ? (
                  <div className="post-search__reply">
                    <Text as="span" className="muted">
                      Reply by {reply.authorName}, {timeAgo(reply.createdAt)}
                    </Text>
                    <MatchSnippet highlights={highlights} fields={['reply']} />
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        )}
      />
    </section>
  );
}

import type { CreatePostBody, Forum, Post, PostDetail, Reply, TopicTag } from '@club/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';
import { useApiWrite } from '../../../lib/create-mutation';
import { usePagedList } from '../../../lib/paged-list';

/** Which posts a list shows: all, a topic, a forum, or the member's own. */
export interface PostFilter {
  topic?: TopicTag;
  forumId?: string;
  author?: 'me';
  limit?: number;
}

export const useForums = () => usePagedList<Forum>(['/api/forums']);
export const usePosts = (filter: PostFilter = {}) => usePagedList<Post>(['/api/posts', filter]);

/** POST /api/posts: refreshes every post list, the forums' counts and the member's own counts. */
export const useCreatePost = () =>
  useApiWrite<CreatePostBody, Post>('/api/posts', {
    invalidate: [['/api/posts'], ['/api/forums'], ['/api/members/me/activity']],
    successTitle: 'Post created successfully!',
    failure: 'Failed to create post. Please try again.',
  });

export const usePost = (postId: string) => useQuery<PostDetail>({ queryKey: ['/api/posts', postId] });
export const useReplies = (postId: string) => usePagedList<Reply>(['/api/posts', postId, 'replies']);

/** POST a reply; the post (replyCount) and its replies are read again. */
export function useCreateReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiRequest<Reply>('POST', `/api/posts/${encodeURIComponent(postId)}/replies`, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['/api/posts'] });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Failed to post your reply. Please try again.', variant: 'destructive' });
    },
  });
}

/** PUT or DELETE the caller's interest; the answer carries the exact count. */
export function useToggleInterest(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interested: boolean) =>
      apiRequest<{ interested: boolean; interestCount: number }>(interested ? 'PUT' : 'DELETE', `/api/posts/${encodeURIComponent(postId)}/interest`),
    onSuccess: async (state) => {
      queryClient.setQueryData<PostDetail>(['/api/posts', postId], (old) => (old ? { ...old, ...state } : old));
      await queryClient.invalidateQueries({ queryKey: ['/api/posts'], predicate: (q) => q.queryKey[1] !== postId });
    },
    onError: (error) => {
      if (!isUnauthorizedError(error)) toast({ title: 'Error', description: 'Could not update your interest. Please try again.', variant: 'destructive' });
    },
  });
}

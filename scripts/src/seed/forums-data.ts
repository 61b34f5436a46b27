/** Demo forums, posts, replies and interests: written by seedForums(). */
export async function seedForums(): Promise<void> {}

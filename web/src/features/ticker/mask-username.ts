/**
 * The ticker shows usernames masked (spec 6). The API masks them; a name that arrives without a
 * mask is masked here too, so a misbehaving upstream never puts a member's username on the home page.
 */
export function maskedUsername(username: string): string {
  if (username.includes('*')) return username;
  return `${username.slice(0, Math.min(3, Math.max(1, username.length - 2)))}***`;
}

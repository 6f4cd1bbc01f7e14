/** Links are shortened to 50 characters in Pending Reviews (docs/product.md#messages-and-constants). */
export function shortenLink(link: string): string {
  return link.length > 50 ? `${link.slice(0, 50)}...` : link;
}

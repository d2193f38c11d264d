/** 25.0% style, or an em dash when there is nothing to convert from. */
export function conversionText(conversion: number | null): string {
  return conversion === null ? '—' : `${(conversion * 100).toFixed(1)}%`;
}

export function fullName(givenName: string | null | undefined, familyName: string): string {
  return [givenName, familyName].filter(Boolean).join(' ');
}

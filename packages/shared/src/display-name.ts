export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
}

/**
 * How a person is called on every screen and in every mail: "First Last", else the account's name, else the
 * email address. Leave `email` out where the name is shown to someone else (a client, the public).
 */
export function displayNameOf(person: NamedPerson): string {
  const full = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || person.name?.trim() || person.email?.trim() || '';
}

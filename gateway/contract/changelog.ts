import type { SchemaChange, SchemaChanges } from './changes.ts';

/** The first line of schema/CHANGELOG.md; entries follow it, newest first. */
const CHANGELOG_TITLE = '# Schema changelog';

const CHANGELOG_INTRO = `${CHANGELOG_TITLE}

Every change of the published GraphQL schema (schema/snapshot/schema.graphql), newest first, written by
\`npm run schema:accept\`. Breaking changes follow the deprecation policy of docs/gateway.md ("The schema
contract"): a field or argument is \`@deprecated(reason:)\` first and removed no earlier than 90 days later.
`;

const SECTIONS: [keyof SchemaChanges, string][] = [
  ['breaking', 'Breaking'],
  ['dangerous', 'Dangerous'],
  ['safe', 'Added and deprecated'],
];

function line({ type, description }: SchemaChange): string {
  return `- ${description} (\`${type}\`)`;
}

/** One entry: the date, why (the note), and each kind of change that happened. */
export function changelogEntry(changes: SchemaChanges, date: Date, note: string | undefined): string {
  const parts = [`## ${date.toISOString().slice(0, 10)}${note ? ` — ${note}` : ''}`];
  for (const [kind, title] of SECTIONS) {
    if (changes[kind].length > 0) parts.push(`${title}:\n\n${changes[kind].map(line).join('\n')}`);
  }
  if (parts.length === 1) parts.push('Descriptions only.');
  return `${parts.join('\n\n')}\n`;
}

/** The changelog with the entry on top (below the introduction); a missing changelog is started. */
export function withEntry(changelog: string | undefined, entry: string): string {
  const text = changelog ?? CHANGELOG_INTRO;
  const firstEntry = text.indexOf('\n## ');
  if (firstEntry === -1) return `${text.trimEnd()}\n\n${entry}`;
  return `${text.slice(0, firstEntry + 1)}${entry}\n${text.slice(firstEntry + 1)}`;
}

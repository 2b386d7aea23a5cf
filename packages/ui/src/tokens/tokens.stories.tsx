import type { Meta, StoryObj } from '@storybook/react-vite';

interface Swatch {
  token: string;
  /** A token to paint the sample text with, when the pair is meant to be read together. */
  on?: string;
}

const groups: { title: string; swatches: Swatch[] }[] = [
  {
    title: 'Surfaces',
    swatches: [
      { token: '--color-bg', on: '--color-text' },
      { token: '--color-bg-subtle', on: '--color-text' },
      { token: '--color-surface', on: '--color-text' },
      { token: '--color-surface-raised', on: '--color-text' },
      { token: '--color-surface-sunken', on: '--color-text' },
      { token: '--color-surface-hover', on: '--color-text' },
      { token: '--color-surface-selected', on: '--color-text' },
    ],
  },
  {
    title: 'Actions',
    swatches: [
      { token: '--color-accent', on: '--color-accent-text' },
      { token: '--color-accent-hover', on: '--color-accent-text' },
      { token: '--color-accent-subtle', on: '--color-accent-subtle-text' },
      { token: '--color-neutral', on: '--color-neutral-text' },
      { token: '--color-danger', on: '--color-danger-text' },
      { token: '--color-danger-hover', on: '--color-danger-text' },
    ],
  },
  {
    title: 'Status (job badges, alerts)',
    swatches: [
      { token: '--color-info-subtle', on: '--color-info-subtle-text' },
      { token: '--color-warning-subtle', on: '--color-warning-subtle-text' },
      { token: '--color-success-subtle', on: '--color-success-subtle-text' },
      { token: '--color-danger-subtle', on: '--color-danger-subtle-text' },
    ],
  },
  {
    title: 'Lines and signals',
    swatches: [
      { token: '--color-border' },
      { token: '--color-border-strong' },
      { token: '--color-focus-ring' },
      { token: '--color-skeleton' },
    ],
  },
];

function TokenSwatches() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      {groups.map(({ title, swatches }) => (
        <section key={title} aria-label={title}>
          <h2 style={{ margin: '0 0 var(--space-3)', font: 'var(--text-title)' }}>{title}</h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
              gap: 'var(--space-3)',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {swatches.map(({ token, on }) => (
              <li key={token} style={{ display: 'grid', gap: 'var(--space-1)' }}>
                <div
                  style={{
                    display: 'grid',
                    placeItems: 'center',
                    blockSize: '3.5rem',
                    border: 'var(--border-width) solid var(--color-border)',
                    borderRadius: 'var(--radius-md)',
                    background: `var(${token})`,
                    color: on ? `var(${on})` : undefined,
                    font: 'var(--text-label)',
                  }}
                >
                  {on ? 'Aa Sample' : null}
                </div>
                <code style={{ font: 'var(--text-caption)', fontFamily: 'var(--font-mono)' }}>
                  {token}
                </code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokenSwatches,
  parameters: {
    docs: {
      description: {
        component:
          'The semantic colours of `@spotless/ui/tokens.css` in the current theme (switch it in ' +
          'the toolbar). Components use these, never raw palette values. Each text/background ' +
          'pair shown with "Aa Sample" meets WCAG 2.2 AA in both themes (checked by ' +
          '`tokens.test.ts`). Spacing, radius, typography, shadow, layer and motion tokens are ' +
          'listed in the CSS file.',
      },
    },
  },
} satisfies Meta<typeof TokenSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SemanticColours: Story = {};

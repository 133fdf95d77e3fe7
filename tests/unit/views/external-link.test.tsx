// @vitest-environment happy-dom
/** Links that came from the service: only http(s) addresses become links, in a new tab. */
import { render } from 'preact';
import { afterEach, expect, it } from 'vitest';
import { Attribution } from '../../../entrypoints/word/Section';

afterEach(() => document.body.replaceChildren());

function shown(attributionUrl: string) {
  const container = document.createElement('div');
  document.body.append(container);
  render(<Attribution item={{ attributionText: 'from WordNet 3.1', attributionUrl }} />, container);
  return container;
}

it('links a source’s web address, in a new tab with no handle on Glossa’s page', () => {
  const link = shown('https://wordnet.princeton.edu/').querySelector('a');
  expect(link?.getAttribute('href')).toBe('https://wordnet.princeton.edu/');
  expect(link?.target).toBe('_blank');
  expect(link?.rel).toBe('noopener noreferrer');
});

it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url'])('leaves %s as plain text', (url) => {
  const container = shown(url);
  expect(container.querySelector('a')).toBeNull();
  expect(container.textContent).toBe('from WordNet 3.1');
});

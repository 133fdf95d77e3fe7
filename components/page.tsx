/**
 * What every extension page does first: declare the language its words are in (the
 * catalogue's own `lang`, so a page shown in English while the browser asks for a language
 * Glossa has no catalogue for still says English), set its title, and render its app.
 */
import { render, type VNode } from 'preact';
import { t } from '../lib/shared/i18n';
import { textDirection } from '../lib/shared/text/direction';
import { applyRememberedTheme } from './remembered-theme';

export function mountPage(app: VNode, title?: string): void {
  const root = document.getElementById('app');
  if (!root) throw new Error(`${location.pathname} has no #app element`);
  document.documentElement.lang = t('lang');
  document.documentElement.dir = textDirection();
  applyRememberedTheme();
  // index.html holds the English title, for the moment before this runs.
  if (title) document.title = title;
  render(app, root);
}

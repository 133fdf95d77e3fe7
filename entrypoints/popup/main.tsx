import { render } from 'preact';
import { t } from '../../lib/i18n';
import { App } from './App';

const root = document.getElementById('app');
if (!root) throw new Error('popup.html has no #app element');
// index.html holds the English title, for the moment before this runs.
document.title = t('extName');
render(<App />, root);

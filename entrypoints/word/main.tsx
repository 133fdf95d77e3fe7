import { render } from 'preact';
import { App } from './App';

const root = document.getElementById('app');
if (!root) throw new Error('word.html has no #app element');
render(<App />, root);

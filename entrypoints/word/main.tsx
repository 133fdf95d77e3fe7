import { mountPage } from '../../components/page';
import { App } from './App';

mountPage(<App />);

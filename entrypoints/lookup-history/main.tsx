import { mountPage } from '../../components/page';
import { t } from '../../lib/i18n';
import { App } from './App';

mountPage(<App />, t('keepHistoryTitle'));

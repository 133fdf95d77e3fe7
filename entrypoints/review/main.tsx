import { mountPage } from '../../components/page';
import { t } from '../../lib/shared/i18n';
import { App } from './App';

mountPage(<App />, t('reviewPageTitle'));

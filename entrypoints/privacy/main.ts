// The page is static text, built from docs/privacy.md; it takes the theme the options chose.
import { followTheme } from '../../components/theme';

followTheme();

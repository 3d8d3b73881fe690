import { LanguageAdmin } from './LanguageAdmin';

export default function WebLanguagePage() {
  return <LanguageAdmin scope="web" />;
}

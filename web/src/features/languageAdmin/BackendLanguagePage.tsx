import { LanguageAdmin } from './LanguageAdmin';

export default function BackendLanguagePage() {
  return <LanguageAdmin scope="backend" />;
}

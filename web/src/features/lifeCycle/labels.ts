import { useTranslation } from 'react-i18next';

/** The enumerations the editor names (lifeCycle.enum.<group>.<value>). */
export type EnumGroup = 'role' | 'stateType' | 'command' | 'explanation' | 'contributionType' | 'postHandler';

/** Translated enumeration values (role, state type, command, explanation, post handler), the code when untranslated. */
export function useEnumLabel() {
  const { t } = useTranslation();
  return (group: EnumGroup, value: string) => t(`lifeCycle.enum.${group}.${value}`, { defaultValue: value });
}

/** A post handler's parameter: true/false and the comment or rating statuses, else a role (NOTIFY_ROLE). */
export function useParameterLabel() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (value: string) => t(`lifeCycle.enum.parameter.${value}`, { defaultValue: enumLabel('role', value) });
}

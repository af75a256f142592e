import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../../components/form-section.tsx';
import {
  LEVELS,
  type LevelActor,
  type LevelTarget,
  levelOptionDisabled,
  levelSelectDisabled,
} from './member-levels.ts';

/** A member's level as a select that saves on change; options and the select itself are greyed by the level rules. */
export function LevelSelect({
  actor,
  target,
  onChange,
}: {
  actor: LevelActor;
  target: LevelTarget;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      id={`member-level-${target.uid}`}
      className="h-8 w-36"
      value={target.level}
      options={LEVELS}
      label={(l) => t(`group.level.${l}`)}
      disabled={levelSelectDisabled(actor, target)}
      isDisabled={(l) => levelOptionDisabled(actor, target, l)}
      onChange={onChange}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_ENTITY_TYPE_LABELS,
  CUSTOMER_ENTITY_TYPES,
  type CustomerEntityType,
  NO_RESPONSIBLE,
} from '@taskflow/shared';
import { ChoiceSelect } from '../../../components/forms/choice-select';
import { SelectField } from '../../../components/ui/field';
import { useCan } from '../../../lib/auth';
import { peopleSource } from '../../../lib/choice-sources';
import { customerTagsQueryOptions } from '../api/customers';

export interface CustomerFilterValues {
  tag: string;
  /** A member's id, NO_RESPONSIBLE, or '' for anyone. */
  responsibleId: string;
  entityType: CustomerEntityType | '';
}

const ENTITY_CHOICES = CUSTOMER_ENTITY_TYPES.map((type) => ({
  id: type,
  label: CUSTOMER_ENTITY_TYPE_LABELS[type],
}));

/** The filters firms pick clients by: a tag (with its count), the responsible member or nobody, the entity type. */
export function CustomerFilters({
  values,
  onChange,
}: {
  values: CustomerFilterValues;
  onChange: (next: Partial<CustomerFilterValues>) => void;
}) {
  const tags = useQuery(customerTagsQueryOptions);
  const canListPeople = useCan('users.view');
  const isNobody = values.responsibleId === NO_RESPONSIBLE;
  const tagChoices = (tags.data ?? []).map((tag) => ({ id: tag.tag, label: `${tag.tag} (${tag.count})` }));
  // A tag in the address that the list no longer has is still shown as chosen.
  if (values.tag && !tagChoices.some((choice) => choice.id === values.tag))
    tagChoices.unshift({ id: values.tag, label: values.tag });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label="Tag"
        empty="All tags"
        choices={tagChoices}
        value={values.tag}
        onChange={(event) => onChange({ tag: event.currentTarget.value })}
      />
      <div className="grid gap-1">
        <ChoiceSelect
          label="Responsible member"
          source={peopleSource}
          isEnabled={canListPeople && !isNobody}
          emptyChoice="Anyone"
          offersMe
          value={isNobody ? '' : values.responsibleId}
          onChange={(id) => onChange({ responsibleId: id })}
          placeholder="Anyone"
          buttonLabel="Show members"
          inline
        />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            className="accent-brand-600"
            checked={isNobody}
            onChange={(event) =>
              onChange({ responsibleId: event.currentTarget.checked ? NO_RESPONSIBLE : '' })
            }
          />
          Only clients nobody is responsible for
        </label>
      </div>
      <SelectField
        label="Entity type"
        empty="All entity types"
        choices={ENTITY_CHOICES}
        value={values.entityType}
        onChange={(event) => onChange({ entityType: event.currentTarget.value as CustomerEntityType | '' })}
      />
    </div>
  );
}

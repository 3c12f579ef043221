import { useQuery } from '@apollo/client/react';
import { CascadePicker, Input, type CascadePickerOption } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql/index.ts';

/** The countries, their provinces or states, and their cities: the three picker columns. */
const AreaTreeQuery = graphql(`
  query AreaTree {
    areas {
      id
      name
      children {
        id
        name
        children {
          id
          name
        }
      }
    }
  }
`);

/** Where the address is: the country, and the rest of the region ("England, London"). */
export interface AreaValue {
  country: string;
  area: string;
}

/** Joins the picked levels below the country, as the area text is stored. */
const AREA_SEPARATOR = ', ';

/** A region at any depth of the query's answer. */
interface AreaNode {
  id: string;
  name: string;
  children?: readonly AreaNode[];
}

function toOptions(nodes: readonly AreaNode[]): CascadePickerOption[] {
  return nodes.map((node) => ({
    label: node.name,
    value: node.id,
    ...(node.children && node.children.length > 0 ? { children: toOptions(node.children) } : {}),
  }));
}

/** The ids of the picked path, when the saved text still names a path of the tree. */
function pathOf(options: readonly CascadePickerOption[], value: AreaValue): string[] {
  const names = [value.country, ...value.area.split(AREA_SEPARATOR)].filter((name) => name !== '');
  const path: string[] = [];
  let level: readonly CascadePickerOption[] | undefined = options;
  for (const name of names) {
    const found: CascadePickerOption | undefined = level?.find((option) => option.label === name);
    if (!found) break;
    path.push(found.value);
    level = found.children;
  }
  return path;
}

interface AreaPickerProps {
  value?: AreaValue;
  onChange?: (value: AreaValue) => void;
}

/**
 * The address form's area: tapped, a three-column picker (country, province or state,
 * city) of the regions the platform ships to. Saved text the picker does not know stays as
 * it is; if the list cannot be loaded the buyer types the area instead, so nothing is lost.
 */
export function AreaPicker({ value = { country: '', area: '' }, onChange }: AreaPickerProps) {
  const { t } = useTranslation(['addresses', 'common']);
  const [open, setOpen] = useState(false);
  const tree = useQuery(AreaTreeQuery, { context: { silent: true } });
  const options = useMemo(() => toOptions(tree.data?.areas ?? []), [tree.data]);
  const shown = [value.country, value.area].filter((part) => part !== '').join(' / ');

  if (tree.error || (tree.data && options.length === 0)) {
    return (
      <div className="area-picker-typed">
        <Input
          value={value.country}
          onChange={(country) => onChange?.({ country, area: value.area })}
          placeholder={t('placeholders.country')}
          aria-label={t('fields.country')}
          maxLength={100}
          autoComplete="country-name"
          clearable
        />
        <Input
          value={value.area}
          onChange={(area) => onChange?.({ country: value.country, area })}
          placeholder={t('placeholders.area')}
          aria-label={t('fields.area')}
          maxLength={100}
          autoComplete="address-level1"
          clearable
        />
      </div>
    );
  }

  return (
    <>
      <button
        type="button"
        className={`area-picker-field${shown ? '' : ' area-picker-empty'}`}
        data-testid="area-picker"
        aria-haspopup="dialog"
        disabled={!tree.data}
        onClick={() => setOpen(true)}
      >
        {/* Place names keep their own direction inside an Arabic page. */}
        <bdi>{shown || t('areaPicker.placeholder')}</bdi>
      </button>
      <CascadePicker
        title={t('areaPicker.title')}
        confirmText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
        options={options}
        visible={open}
        value={pathOf(options, value)}
        onClose={() => setOpen(false)}
        onConfirm={(_ids, extend) => {
          const names = extend.items.flatMap((item) => (typeof item?.label === 'string' ? [item.label] : []));
          const [country = '', ...rest] = names;
          onChange?.({ country, area: rest.join(AREA_SEPARATOR) });
        }}
      />
    </>
  );
}

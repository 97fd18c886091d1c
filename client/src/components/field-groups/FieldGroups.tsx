import { type Announcements, type CollisionDetection, DndContext, type DragEndEvent, KeyboardCode, type KeyboardCoordinateGetter, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_GROUPS, type FieldGroup } from '../../../../domain/files.ts';
import { ReadOnlySection } from '../ReadOnlySection.tsx';
import './FieldGroups.css';

/** The six groups and their source column names (a template's `about` without its extras). */
export type FieldGroupsValue = Record<FieldGroup, string[]>;

/** Above this many fields a group shows only the first ones, with View more / Hide. */
export const GROUP_COLLAPSE_LIMIT = 8;

interface Props {
  value: FieldGroupsValue;
  onChange?: (next: FieldGroupsValue) => void;
  readOnly?: boolean;
}

/** Moves one field to another group (appended at its end); a field lives in one group only. */
export function moveField(value: FieldGroupsValue, field: string, to: FieldGroup): FieldGroupsValue {
  const next = {} as FieldGroupsValue;
  for (const group of FIELD_GROUPS) next[group] = (value[group] ?? []).filter((name) => name !== field);
  next[to] = [...next[to], field];
  return next;
}

function groupOf(value: FieldGroupsValue, field: string): FieldGroup | undefined {
  return FIELD_GROUPS.find((group) => value[group]?.includes(field));
}

const NEXT_KEYS: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS_KEYS: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/** With the keyboard, arrows jump from group to group (in reading order) instead of by pixels. */
const groupKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = NEXT_KEYS.includes(event.code) ? 1 : PREVIOUS_KEYS.includes(event.code) ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  if (!active || !collisionRect) return undefined;
  const current = (over?.id ?? active.data.current?.group) as FieldGroup | undefined;
  const index = current ? FIELD_GROUPS.indexOf(current) : 0;
  const target = FIELD_GROUPS[(index + step + FIELD_GROUPS.length) % FIELD_GROUPS.length];
  const rect = droppableRects.get(target);
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

/** The pointer decides where a mouse drop lands; the dragged chip's box decides for the keyboard. */
const collisionDetection: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

function FieldChip({ field, group, readOnly }: { field: string; group: FieldGroup; readOnly: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: field,
    data: { group },
    disabled: readOnly,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  if (readOnly) return <li className="field-chip field-chip-static">{field}</li>;
  return (
    <li className="field-chip-item">
      <button type="button" ref={setNodeRef} className={`field-chip${isDragging ? ' field-chip-dragging' : ''}`} style={style} {...attributes} {...listeners}>
        <span aria-hidden="true" className="field-chip-grip" />
        {field}
      </button>
    </li>
  );
}

function Group({ group, fields, readOnly }: { group: FieldGroup; fields: string[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: group, disabled: readOnly });
  const titleId = useId();
  const listId = useId();
  const collapsible = fields.length > GROUP_COLLAPSE_LIMIT;
  const shown = collapsible && !expanded ? fields.slice(0, GROUP_COLLAPSE_LIMIT) : fields;
  return (
    <section ref={setNodeRef} className={`field-group${isOver ? ' field-group-over' : ''}`} aria-labelledby={titleId} data-group={group}>
      <div className="field-group-head">
        <h4 id={titleId} className="field-group-title">
          {t(`templates.fieldGroups.groups.${group}`)}
        </h4>
        <span className="field-group-count">{t('templates.fieldGroups.total', { count: fields.length })}</span>
      </div>
      {fields.length === 0 ? (
        <p className="field-group-empty">{t(readOnly ? 'templates.fieldGroups.emptyReadOnly' : 'templates.fieldGroups.empty')}</p>
      ) : (
        <ul id={listId} className="field-group-list">
          {shown.map((field) => (
            <FieldChip key={field} field={field} group={group} readOnly={readOnly} />
          ))}
        </ul>
      )}
      {collapsible && (
        <button type="button" className="button button-ghost button-small field-group-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('templates.fieldGroups.hide') : t('templates.fieldGroups.viewMore')}
        </button>
      )}
    </section>
  );
}

/**
 * The field-grouping widget (docs/product.md): source columns dragged between the six groups, with the
 * mouse or the keyboard (Space to lift, arrows to change group, Space to drop, Escape to cancel).
 */
export function FieldGroups({ value, onChange, readOnly = false }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: groupKeyboardCoordinates }));
  const announcements = useMemo<Announcements>(() => {
    const groupName = (id: unknown) => t(`templates.fieldGroups.groups.${String(id)}`);
    return {
      onDragStart: ({ active }) => t('templates.fieldGroups.announce.start', { field: String(active.id) }),
      onDragOver: ({ active, over }) => (over ? t('templates.fieldGroups.announce.over', { field: String(active.id), group: groupName(over.id) }) : t('templates.fieldGroups.announce.outside', { field: String(active.id) })),
      onDragEnd: ({ active, over }) => (over ? t('templates.fieldGroups.announce.end', { field: String(active.id), group: groupName(over.id) }) : t('templates.fieldGroups.announce.cancel', { field: String(active.id) })),
      onDragCancel: ({ active }) => t('templates.fieldGroups.announce.cancel', { field: String(active.id) }),
    };
  }, [t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || !onChange) return;
    const field = String(active.id);
    const to = over.id as FieldGroup;
    if (groupOf(value, field) === to) return;
    onChange(moveField(value, field, to));
  };

  const groups = (
    <div className="field-groups">
      {FIELD_GROUPS.map((group) => (
        <Group key={group} group={group} fields={value[group] ?? []} readOnly={readOnly} />
      ))}
    </div>
  );

  if (readOnly) {
    const total = FIELD_GROUPS.reduce((sum, group) => sum + (value[group]?.length ?? 0), 0);
    return (
      <ReadOnlySection title={t('templates.fieldGroups.title')} summary={t('templates.fieldGroups.total', { count: total })}>
        {groups}
      </ReadOnlySection>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('templates.fieldGroups.instructions') },
      }}
    >
      <p className="field-groups-hint">{t('templates.fieldGroups.hint')}</p>
      {groups}
    </DndContext>
  );
}

"use client";

import { useTranslations } from "next-intl";
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useId } from "react";
import { Button } from "@/components/ui/button";

export interface PastyTab {
  key: string;
  /** What the tab shows: the pasty's title, or "Pasty n". */
  label: string;
  hasError: boolean;
}

interface PastyTabsProps {
  tabs: PastyTab[];
  activeKey: string;
  canAdd: boolean;
  addHint?: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  onAdd: () => void;
  /** Focus the title field of the tab (double click or F2 on a tab). */
  onRename: (key: string) => void;
  onReorder: (from: number, to: number) => void;
}

/**
 * The row of pasties: select, close (one always stays), rename, and reorder by dragging a tab or
 * with the keyboard: focus a tab's grip, Space to lift, arrows to move, Space to drop.
 */
export function PastyTabs({ tabs, activeKey, canAdd, addHint, onSelect, onClose, onAdd, onRename, onReorder }: PastyTabsProps) {
  const dndId = useId();
  const t = useTranslations("editor.tabs");
  const form = useTranslations("editor.form");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => tabs.find((tab) => tab.key === id)?.label ?? form("thisPasty");
  const positionOf = (id: UniqueIdentifier | undefined) => tabs.findIndex((tab) => tab.key === id) + 1;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = tabs.findIndex((tab) => tab.key === active.id);
    const to = tabs.findIndex((tab) => tab.key === over.id);
    if (from >= 0 && to >= 0) onReorder(from, to);
  }

  return (
    <div className="pasty-tabs-bar">
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable: t("instructions"),
          },
          announcements: {
            onDragStart: ({ active }) => t("pickedUp", { name: labelOf(active.id), position: positionOf(active.id), count: tabs.length }),
            onDragOver: ({ active, over }) =>
              over ? t("over", { name: labelOf(active.id), position: positionOf(over.id), count: tabs.length }) : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t("dropped", { name: labelOf(active.id), position: positionOf(over.id), count: tabs.length })
                : t("droppedOutside", { name: labelOf(active.id) }),
            onDragCancel: ({ active }) => t("cancelled", { name: labelOf(active.id) }),
          },
        }}
      >
        <SortableContext items={tabs.map((tab) => tab.key)} strategy={horizontalListSortingStrategy}>
          <ul className="pasty-tabs" aria-label={form("pasties")}>
            {tabs.map((tab) => (
              <SortableTab
                key={tab.key}
                tab={tab}
                active={tab.key === activeKey}
                closable={tabs.length > 1}
                onSelect={onSelect}
                onClose={onClose}
                onRename={onRename}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <Button small className="pasty-add" onClick={onAdd} disabled={!canAdd} title={canAdd ? undefined : addHint}>
        <span aria-hidden="true">+</span> {t("add")}
      </Button>
    </div>
  );
}

interface SortableTabProps {
  tab: PastyTab;
  active: boolean;
  closable: boolean;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  onRename: (key: string) => void;
}

function SortableTab({ tab, active, closable, onSelect, onClose, onRename }: SortableTabProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: tab.key });
  const t = useTranslations("editor.tabs");
  return (
    <li
      ref={setNodeRef}
      className="pasty-tab"
      data-active={active || undefined}
      data-dragging={isDragging || undefined}
      data-testid="pasty-tab"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      // Pointer drags start anywhere on the tab (after 6 px); keyboard drags only from the grip.
      {...listeners}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="pasty-tab-grip"
        {...attributes}
        aria-label={t("move", { name: tab.label })}
        aria-pressed={undefined}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="pasty-tab-select"
        aria-current={active ? "true" : undefined}
        onClick={() => onSelect(tab.key)}
        onDoubleClick={() => onRename(tab.key)}
        onKeyDown={(event) => {
          if (event.key === "F2") {
            event.preventDefault();
            onRename(tab.key);
          }
        }}
        title={t("rename")}
      >
        <span className="pasty-tab-label">{tab.label}</span>
        {tab.hasError ? (
          <span className="pasty-tab-error" aria-label={t("hasProblem")} role="img">
            !
          </span>
        ) : null}
      </button>
      <button
        type="button"
        className="pasty-tab-close"
        aria-label={t("close", { name: tab.label })}
        disabled={!closable}
        title={closable ? undefined : t("keepOne")}
        onClick={() => onClose(tab.key)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

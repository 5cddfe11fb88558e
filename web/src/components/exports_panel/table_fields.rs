//! The table name and column families the exports create.

use crate::hooks::{use_draft, Draft};
use crate::i18n::texts::exports_panel as text;
use crate::i18n::{t, use_lang, Message};
use rowkey_core::design::{Family, Table};
use yew::prelude::*;

/// Props of [`TableFields`].
#[derive(Properties, PartialEq)]
pub(super) struct TableFieldsProps {
    /// The table.
    pub(super) table: Table,
    /// A new valid table.
    pub(super) on_change: Callback<Table>,
}

/// The families typed in the box: comma-separated, blanks between commas ignored. A family the
/// design already has keeps its attributes (`VERSIONS`, `COMPRESSION`…), which the box does not
/// show: they are edited in the design JSON.
fn families_of(text: &str, table: &Table) -> Vec<Family> {
    text.split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(|name| {
            (table.families.iter())
                .find(|f| f.name == name)
                .cloned()
                .unwrap_or_else(|| name.into())
        })
        .collect()
}

/// The family names as the box shows them.
fn names(table: &Table) -> String {
    let names: Vec<&str> = table.families.iter().map(|f| f.name.as_str()).collect();
    names.join(", ")
}

/// The table the boxes hold: what was typed in each, else the design's.
fn boxes_table(table: &Table, name: &Draft, families: &Draft) -> Table {
    typed_table(table, name.typed().as_deref(), families.typed().as_deref())
}

/// The table made of a typed name and families (`None`: the design's).
fn typed_table(table: &Table, name: Option<&str>, families: Option<&str>) -> Table {
    Table {
        name: name.map_or_else(|| table.name.clone(), |n| n.trim().to_string()),
        families: families.map_or_else(|| table.families.clone(), |t| families_of(t, table)),
    }
}

/// The table name and column families the exports create. Both boxes keep what was typed; a
/// table HBase would refuse is never sent (the message is next to the box, and the design keeps
/// its last valid table), and a valid one is committed when the box is left or Enter pressed.
#[component]
pub(super) fn TableFields(props: &TableFieldsProps) -> Html {
    let lang = use_lang();
    let name = use_draft(props.table.name.clone().into());
    let families = use_draft(names(&props.table).into());
    let shown = boxes_table(&props.table, &name, &families);
    let errors = shown.validate();
    let commit = {
        let table = props.table.clone();
        let on_change = props.on_change.clone();
        let (name, families) = (name.clone(), families.clone());
        Callback::from(move |_: Event| {
            let next = boxes_table(&table, &name, &families);
            if next != table && next.validate().is_empty() {
                // Both boxes commit together: each is told, so the other one, maybe being
                // typed into already, keeps its keystrokes when the table comes back.
                name.sent_along(next.name.clone());
                families.sent_along(names(&next));
                on_change.emit(next);
            }
        })
    };
    let onkeydown = Callback::from(|e: KeyboardEvent| {
        if e.key() == "Enter" {
            let _ = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .blur();
        }
    });
    let message = |prefix: &str| -> Option<String> {
        let msgs: Vec<String> = errors
            .iter()
            .filter(|e| e.path.starts_with(prefix))
            .map(|e| e.message.to_string())
            .collect();
        (!msgs.is_empty()).then(|| msgs.join("; "))
    };
    let still = |what: &str| {
        if props.table.validate().is_empty() {
            Message::new(text::STILL).arg("what", what).render(lang)
        } else {
            String::new()
        }
    };
    let name_error = message("table.name").map(|m| {
        html! {
            <div id="table-name-error" class="field-error" data-testid="table-error" role="alert">
                <span class="err-msg">{ Message::new(text::TABLE_ERROR).arg("error", m).arg("still", still(&format!("`{}`", props.table.name))).render(lang) }</span>
            </div>
        }
    });
    let families_error = message("table.families").map(|m| {
        html! {
            <div id="table-families-error" class="field-error" data-testid="table-error" role="alert">
                <span class="err-msg">{ Message::new(text::FAMILIES_ERROR).arg("error", m).arg("still", still(&format!("`{}`", names(&props.table)))).render(lang) }</span>
            </div>
        }
    });
    html! {
        <div class="export-table">
            <label>{ t(lang, text::TABLE) }<input data-testid="table-name" aria-label={t(lang, text::TABLE_LABEL)} spellcheck="false"
                value={name.value()} oninput={name.oninput()} onchange={commit.clone()} onkeydown={onkeydown.clone()}
                aria-invalid={name_error.is_some().to_string()}
                aria-describedby={name_error.is_some().then_some("table-name-error")} /></label>
            <label>{ t(lang, text::FAMILIES) }<input data-testid="table-families" aria-label={t(lang, text::FAMILIES_LABEL)}
                spellcheck="false" value={families.value()} oninput={families.oninput()} onchange={commit} {onkeydown}
                aria-invalid={families_error.is_some().to_string()}
                aria-describedby={families_error.is_some().then_some("table-families-error")} /></label>
            { name_error.unwrap_or_default() }
            { families_error.unwrap_or_default() }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boxes_make_the_table_they_show() {
        let t = Table::default();
        assert_eq!(typed_table(&t, None, None), t);
        let typed = typed_table(&t, Some(" orders "), Some("d, ,m,"));
        assert_eq!(typed.name, "orders");
        assert_eq!(typed.families, ["d", "m"]);
        // Attributes stay with their family when the box is edited.
        let mut with = Table::default();
        with.families[0].attrs.versions = Some(1);
        let typed = typed_table(&with, None, Some("m, d"));
        assert_eq!(typed.families[0], "m");
        assert_eq!(typed.families[1].attrs.versions, Some(1));
        assert_eq!(
            typed_table(&t, Some("my'table"), None).validate()[0].path,
            "table.name"
        );
    }
}

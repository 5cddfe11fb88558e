//! The template editor's texts: its heading, status, error positions, notes and segment chips.

rowkey_core::catalogue! {
    HEADING = "ui.template-editor.heading" { en: "Row-key template", zh: "rowkey 模板" }
    ERRORS = "ui.template-editor.errors" { en: "{n} {n:error|errors}", zh: "{n} 个错误" }
    SEGMENTS = "ui.template-editor.segments" { en: "{n} {n:segment|segments}", zh: "{n} 个片段" }
    /// Where an error is in a one-line template.
    COLUMN = "ui.template-editor.column" { en: "col {col}", zh: "第 {col} 列" }
    SELECT_ERROR = "ui.template-editor.select-error" {
        en: "Select this place in the template",
        zh: "在模板中选中此处",
    }
    EMPTY = "ui.template-editor.empty" {
        en: "Type a template, e.g. {{id | md5 | hex | left(4)}}_{{id}}, or pick a preset.",
        zh: "输入模板，例如 {{id | md5 | hex | left(4)}}_{{id}}，或选择一个预设。",
    }
    NOT_COMPILING_ELSEWHERE = "ui.template-editor.not-compiling-elsewhere" {
        en: "The segments appear when the design compiles: see the problems below.",
        zh: "设计编译通过后才会显示片段：请看下方的问题。",
    }
    NOT_COMPILING = "ui.template-editor.not-compiling" {
        en: "The segments appear when the design compiles.",
        zh: "设计编译通过后才会显示片段。",
    }
    LITERAL = "ui.template-editor.literal" { en: "Literal text", zh: "字面文本" }
    MORE_CHIPS = "ui.template-editor.more-chips" {
        en: "… and {more} more {more:segment|segments} (edit them in the text above)",
        zh: "…… 还有 {more} 个片段（请在上方文本中编辑）",
    }
    CHIP_EDIT_ARIA = "ui.template-editor.chip-edit-aria" {
        en: "Segment {i} text (Enter to apply, Escape to cancel)",
        zh: "片段 {i} 的文本（Enter 应用，Esc 取消）",
    }
    SAMPLE = "ui.template-editor.sample" {
        en: "First sample value (toStringBinary)",
        zh: "第一个样本值（toStringBinary）",
    }
    EDIT_TITLE = "ui.template-editor.edit-title" { en: "Edit {segment}", zh: "编辑 {segment}" }
    EDIT_ARIA = "ui.template-editor.edit-aria" {
        en: "Edit segment {i}: {segment}",
        zh: "编辑片段 {i}：{segment}",
    }
    REMOVE_ARIA = "ui.template-editor.remove-aria" {
        en: "Remove segment {i}: {segment}",
        zh: "删除片段 {i}：{segment}",
    }
    REMOVE_TITLE = "ui.template-editor.remove-title" { en: "Remove this segment", zh: "删除此片段" }
    CHIPS_ARIA = "ui.template-editor.chips-aria" { en: "Segments", zh: "片段" }
}

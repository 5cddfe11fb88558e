//! Downloads: text, SVG and PNG files.

use wasm_bindgen::JsCast;

/// Offer `content` as a file named `name`.
pub fn download_text(name: &str, mime: &str, content: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(content));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    if let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) {
        download_blob(name, &blob);
    }
}

/// Offer a blob as a file named `name`.
pub fn download_blob(name: &str, blob: &web_sys::Blob) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Ok(a) = doc.create_element("a") {
        if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
            a.set_href(&url);
            a.set_download(name);
            a.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Download the SVG element with id `svg_id` as `name.svg`.
pub fn download_svg(svg_id: &str, name: &str) {
    if let Some(text) = svg_text(svg_id) {
        download_text(&format!("{name}.svg"), "image/svg+xml", &text);
    }
}

/// The serialized SVG element with id `svg_id`, styles inlined so it stands alone.
///
/// The charts colour their shapes through classes and theme variables in the page's CSS, which
/// a standalone file does not have: the element is cloned and every shape gets the computed
/// values of the properties that draw it, in the theme it is shown in.
pub fn svg_text(svg_id: &str) -> Option<String> {
    let win = web_sys::window()?;
    let doc = win.document()?;
    let el = doc.get_element_by_id(svg_id)?;
    let copy = el
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    inline_styles(&win, &el, &copy);
    let rect = el.get_bounding_client_rect();
    let _ = copy.set_attribute("width", &format!("{}", rect.width().round()));
    let _ = copy.set_attribute("height", &format!("{}", rect.height().round()));
    let s = web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&copy)
        .ok()?;
    Some(if s.contains("xmlns=") {
        s
    } else {
        s.replacen("<svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"", 1)
    })
}

/// The properties that decide how an SVG shape or text looks.
const SVG_PROPS: [&str; 14] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    "stroke-opacity",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
    "visibility",
    "display",
];

/// Copy the computed drawing properties of `src` and its descendants onto `dst` (its clone).
/// A property is written only where it differs from what the element inherits (or from the
/// SVG default, for the ones that do not inherit), to keep the file small.
fn inline_styles(win: &web_sys::Window, src: &web_sys::Element, dst: &web_sys::Element) {
    inline_styles_under(win, src, dst, &[]);
}

fn inline_styles_under(
    win: &web_sys::Window,
    src: &web_sys::Element,
    dst: &web_sys::Element,
    parent: &[String],
) {
    let values: Vec<String> = match win.get_computed_style(src) {
        Ok(Some(cs)) => SVG_PROPS
            .iter()
            .map(|p| cs.get_property_value(p).unwrap_or_default())
            .collect(),
        _ => parent.to_vec(),
    };
    let mut style = String::new();
    for (i, p) in SVG_PROPS.iter().enumerate() {
        let v = &values[i];
        let inherits = !matches!(*p, "opacity" | "display");
        let same = if inherits {
            parent.get(i) == Some(v)
        } else {
            matches!(v.as_str(), "1" | "inline" | "block")
        };
        // Paint servers (`url(#hatch)`) stay as the element's own attribute: the computed
        // value may be an absolute URL that points back at the page.
        if v.is_empty() || same || v.contains("url(") {
            continue;
        }
        style.push_str(p);
        style.push(':');
        style.push_str(v);
        style.push(';');
    }
    if !style.is_empty() {
        let _ = dst.set_attribute("style", &style);
    }
    let (mut s, mut d) = (src.first_element_child(), dst.first_element_child());
    while let (Some(a), Some(b)) = (s, d) {
        inline_styles_under(win, &a, &b, &values);
        s = a.next_element_sibling();
        d = b.next_element_sibling();
    }
}

/// Download the SVG element with id `svg_id` rendered to `name.png` at twice its size.
pub fn download_png(svg_id: &str, name: &str) {
    let Some(text) = svg_text(svg_id) else { return };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(el) = doc.get_element_by_id(svg_id) else {
        return;
    };
    let rect = el.get_bounding_client_rect();
    let (w, h) = (
        (rect.width() * 2.0).max(1.0),
        (rect.height() * 2.0).max(1.0),
    );
    let Ok(img) = web_sys::HtmlImageElement::new() else {
        return;
    };
    let src = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        js_sys::encode_uri_component(&text)
    );
    let name = format!("{name}.png");
    let img2 = img.clone();
    let onload = wasm_bindgen::closure::Closure::once_into_js(move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Ok(canvas) = doc.create_element("canvas") else {
            return;
        };
        let Ok(canvas) = canvas.dyn_into::<web_sys::HtmlCanvasElement>() else {
            return;
        };
        canvas.set_width(w as u32);
        canvas.set_height(h as u32);
        let Ok(Some(ctx)) = canvas.get_context("2d") else {
            return;
        };
        let Ok(ctx) = ctx.dyn_into::<web_sys::CanvasRenderingContext2d>() else {
            return;
        };
        let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, w, h);
        if let Ok(url) = canvas.to_data_url_with_type("image/png") {
            if let Ok(a) = doc.create_element("a") {
                if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
                    a.set_href(&url);
                    a.set_download(&name);
                    a.click();
                }
            }
        }
    });
    img.set_onload(Some(onload.unchecked_ref()));
    img.set_src(&src);
}

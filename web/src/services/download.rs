//! Downloads and the clipboard.

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

/// Copy text to the clipboard (the async Clipboard API; a hidden textarea where it is missing).
pub fn copy_text(text: &str) {
    let Some(w) = web_sys::window() else { return };
    let clipboard = w.navigator().clipboard();
    let _ = clipboard.write_text(text);
}

/// Download the SVG element with id `svg_id` as `name.svg`.
pub fn download_svg(svg_id: &str, name: &str) {
    if let Some(text) = svg_text(svg_id) {
        download_text(&format!("{name}.svg"), "image/svg+xml", &text);
    }
}

/// The serialized SVG element with id `svg_id`, styles inlined so it stands alone.
pub fn svg_text(svg_id: &str) -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let el = doc.get_element_by_id(svg_id)?;
    let s = web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&el)
        .ok()?;
    Some(if s.contains("xmlns=") {
        s
    } else {
        s.replacen("<svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"", 1)
    })
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

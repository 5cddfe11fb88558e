//! The analysis in shards across Web Workers: `www/worker.js` counts shard 0 itself
//! ([`ShardedJob::run`]) while helper workers count the others ([`worker_shard`]) and send their
//! partial counts back as bytes ([`ShardedJob::add`]); [`ShardedJob::finish`] makes the report,
//! the same as [`crate::worker_analyze`]'s. The helpers' messages stay between the worker and
//! its helpers: the page only ever sees the analysis worker's answers.

use crate::{analysis_options, compile, design_error, reporter};
use rowkey_core::analyze::distribution::Acc;
use rowkey_core::analyze::ShardedAnalysis;
use rowkey_core::sample::Compiled;
use rowkey_protocol::ReportAnswer;
use wasm_bindgen::prelude::*;

/// Count shard `shard` of `shards` of the analysis of a design (JSON) with `count` sample keys
/// and each region's `top` values (a helper worker's part, asked for as the whole analysis
/// was: [`worker_sharded_job`]): returns (a `Promise` of) the shard's counts, its top values
/// and bytes included, as bytes for [`ShardedJob::add`]; throws an `Error` saying what is
/// wrong. The counting code is the `report` chunk's, as the analysis's ([`worker_sharded_job`]).
#[wasm_bindgen]
pub async fn worker_shard(
    design_json: String,
    count: f64,
    shard: u32,
    shards: u32,
    top: Option<u32>,
) -> Result<Vec<u8>, JsValue> {
    let code = crate::chunk::report()
        .await
        .map_err(|crate::chunk::Failed(e)| e)?;
    crate::lang::in_request_lang(|| {
        let (compiled, job) = analysis(&design_json, count, top)?;
        let acc = (code.shard)(
            &job,
            &compiled,
            shard as usize,
            shards as usize,
            &mut |_, _| {},
        )
        .map_err(|e| design_error(&e))?;
        Ok(acc.to_bytes())
    })
}

/// The design (JSON) compiled and its analysis with `count` sample keys and `top` values, as
/// the whole analysis and each of its shards make it; an `Error` for a design with a problem.
fn analysis(
    design_json: &str,
    count: f64,
    top: Option<u32>,
) -> Result<(Compiled, ShardedAnalysis), JsValue> {
    let compiled = compile(design_json)?;
    let job = ShardedAnalysis::new(&compiled, analysis_options(&compiled, count, top)?)
        .map_err(|e| design_error(&e))?;
    Ok((compiled, job))
}

/// One analysis counted in shards: made from the design ([`worker_sharded_job`]), given every
/// shard (counted here with [`ShardedJob::run`] or elsewhere and handed over with
/// [`ShardedJob::add`]), then finished.
#[wasm_bindgen]
#[derive(Debug)]
pub struct ShardedJob {
    compiled: Compiled,
    job: ShardedAnalysis,
    parts: Vec<Acc>,
    report: crate::chunk::Report,
}

/// The analysis of a design (JSON) with `count` sample keys (and each region's `top` values, as
/// [`crate::worker_analyze`] gives them), to count in shards. A `Promise`: the code that makes
/// its report is fetched first (the `report` chunk of the split build, on first use). Throws an
/// `Error` as [`crate::worker_analyze`] does for a design with a problem, or one saying the
/// chunk could not be fetched.
#[wasm_bindgen]
pub async fn worker_sharded_job(
    design_json: String,
    count: f64,
    top: Option<u32>,
) -> Result<ShardedJob, JsValue> {
    let report = crate::chunk::report()
        .await
        .map_err(|crate::chunk::Failed(e)| e)?;
    crate::lang::in_request_lang(|| {
        let (compiled, job) = analysis(&design_json, count, top)?;
        Ok(ShardedJob {
            compiled,
            job,
            parts: Vec::new(),
            report,
        })
    })
}

#[wasm_bindgen]
impl ShardedJob {
    /// Count shard `shard` of `shards` here, calling `progress` with a progress message over
    /// the whole sample's rows as it runs.
    pub fn run(
        &mut self,
        shard: u32,
        shards: u32,
        progress: &js_sys::Function,
    ) -> Result<(), JsValue> {
        crate::lang::in_request_lang(|| {
            let mut report_progress = reporter(progress);
            let acc = (self.report.shard)(
                &self.job,
                &self.compiled,
                shard as usize,
                shards as usize,
                &mut report_progress,
            )
            .map_err(|e| design_error(&e))?;
            self.parts.push(acc);
            Ok(())
        })
    }

    /// Take a shard counted elsewhere ([`worker_shard`]'s bytes); throws an `Error` when the
    /// bytes are not a partial this version reads (whether it belongs to this analysis is
    /// checked by [`ShardedJob::finish`]).
    pub fn add(&mut self, bytes: &[u8]) -> Result<(), JsValue> {
        crate::lang::in_request_lang(|| {
            let acc = Acc::from_bytes(bytes).map_err(|e| design_error(&e))?;
            self.parts.push(acc);
            Ok(())
        })
    }

    /// The report's message (as `worker_analyze` gives it, saying how many shards it was
    /// counted in and that `local` of them were counted here; `started`: `performance.now()`
    /// when the request came), from every shard; throws an `Error` when a shard is missing,
    /// repeated or from another analysis. The shards are used up either way.
    pub fn finish(&mut self, local: u32, started: f64) -> Result<JsValue, JsValue> {
        crate::lang::in_request_lang(|| {
            let parts = std::mem::take(&mut self.parts);
            let shards = parts.len() as u32;
            let report = (self.report.finish)(&self.job, &self.compiled, parts)
                .map_err(|e| design_error(&e))?;
            let answer = ReportAnswer {
                ms: crate::elapsed_ms(started),
                shards: Some(shards),
                local: Some(local),
                ..ReportAnswer::default()
            };
            crate::report_message(&report, answer)
        })
    }
}

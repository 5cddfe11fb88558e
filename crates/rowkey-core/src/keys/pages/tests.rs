use super::*;
use crate::keys::KeyFormat;

/// Every key of `dump` with its line, read in one go by a plain reader: the independent answer.
fn all_rows(format: KeyFormat, sizes: bool, dump: &[u8]) -> Vec<(Vec<u8>, u64)> {
    let mut r = KeyReader::new(format);
    if sizes {
        r = r.with_sizes();
    }
    let mut rows = Vec::new();
    r.push_rows(dump, &mut |row| rows.push((row.key.to_vec(), row.line)))
        .unwrap();
    r.finish_rows(&mut |row| rows.push((row.key.to_vec(), row.line)))
        .unwrap();
    rows
}

/// The index of `dump`, read in chunks of `chunk` bytes.
fn index_of(
    format: KeyFormat,
    sizes: bool,
    dump: &[u8],
    regions: &Regions,
    chunk: usize,
) -> DumpIndex {
    let mut r = KeyReader::new(format);
    if sizes {
        r = r.with_sizes();
    }
    let mut index = DumpIndex::new();
    for part in dump.chunks(chunk.max(1)) {
        r.push_rows(part, &mut |row| {
            index.see(row, regions.region_of(row.key) as u32)
        })
        .unwrap();
    }
    r.finish_rows(&mut |row| index.see(row, regions.region_of(row.key) as u32))
        .unwrap();
    index.finish(r.read_as(), dump.len() as u64)
}

/// The page `request` asks for, the dump handed over from its boundary in chunks of `chunk`.
fn read_page(
    index: &DumpIndex,
    request: &PageRequest,
    regions: &Regions,
    dump: &[u8],
    chunk: usize,
) -> KeysPage {
    let mut page = PageReader::new(&index.read, request, regions.clone()).unwrap();
    let from = request.from.as_ref().map_or(0, |m| m.byte as usize);
    for part in dump[from..].chunks(chunk.max(1)) {
        if page.push(part).unwrap() {
            break;
        }
    }
    page.finish().unwrap()
}

fn keys_of(page: &KeysPage) -> Vec<(Vec<u8>, u64)> {
    page.keys.iter().map(|k| (k.key.clone(), k.line)).collect()
}

/// Every page and every region's pages of `dump` equal the plain reader's keys, cut and
/// filtered independently.
fn check(format: KeyFormat, sizes: bool, dump: &[u8], splits: &[&[u8]], take: u32) {
    let regions = Regions::new(splits.iter().map(|s| s.to_vec()).collect());
    let rows = all_rows(format.clone(), sizes, dump);
    for chunk in [7, 4096, dump.len()] {
        let index = index_of(format.clone(), sizes, dump, &regions, chunk);
        assert_eq!(index.records, rows.len() as u64);
        let pages = rows.len().div_ceil(take as usize).max(1);
        for n in 0..pages {
            let want: Vec<_> = rows
                .iter()
                .skip(n * take as usize)
                .take(take as usize)
                .cloned()
                .collect();
            let request = PageRequest::records(&index, (n * take as usize) as u64, take);
            let page = read_page(&index, &request, &regions, dump, chunk);
            assert_eq!(keys_of(&page), want, "{format} page {n}, chunks of {chunk}");
            assert!(page
                .keys
                .iter()
                .enumerate()
                .all(|(i, k)| k.record == (n * take as usize + i) as u64));
        }
        for region in 0..regions.len() as u32 {
            let want: Vec<_> = rows
                .iter()
                .filter(|(k, _)| regions.region_of(k) as u32 == region)
                .cloned()
                .collect();
            let mut got = Vec::new();
            let mut request = PageRequest::region(&index, region, take);
            loop {
                let page = read_page(&index, &request, &regions, dump, chunk);
                assert!(page.keys.iter().all(|k| k.region == region));
                got.extend(keys_of(&page));
                match (page.ended, page.last) {
                    (false, Some(last)) => {
                        request = PageRequest::region_after(&index, last, region, take)
                    }
                    _ => break,
                }
            }
            assert_eq!(got, want, "{format} region {region}, chunks of {chunk}");
            check_region_pages(&index, &regions, dump, chunk, region, &want, take);
        }
    }
}

/// Every page k of `region` read straight from the index (not page after page) equals the
/// region's keys `want` (independently filtered), numbered in order, and in a dump whose regions
/// are in order starts at most one index step before its first key.
fn check_region_pages(
    index: &DumpIndex,
    regions: &Regions,
    dump: &[u8],
    chunk: usize,
    region: u32,
    want: &[(Vec<u8>, u64)],
    take: u32,
) {
    let pages = want.len().div_ceil(take as usize).max(1);
    for k in 0..=pages {
        let first = (k * take as usize) as u64;
        let request = PageRequest::region_from(index, region, first, take);
        let page = read_page(index, &request, regions, dump, chunk);
        let expected: Vec<_> = want
            .iter()
            .skip(first as usize)
            .take(take as usize)
            .cloned()
            .collect();
        assert_eq!(
            keys_of(&page),
            expected,
            "region {region} page {k}, chunks of {chunk}"
        );
        assert!(page.keys.iter().all(|key| key.region == region));
        // The region's last page ends at its last key: nothing after it is needed.
        assert_eq!(page.ended, expected.len() < take as usize);
        assert_eq!(request.region_keys, Some(want.len() as u64));
        if let Some(last) = &page.last {
            assert_eq!(last.rank, first + page.keys.len() as u64 - 1);
            assert_eq!(Some(last.record), page.keys.last().map(|key| key.record));
        }
        if let (true, Some(key)) = (index.regions_in_order, page.keys.first()) {
            let from = request.from.as_ref().map_or(0, |m| m.record);
            assert!(
                key.record - from <= index.every,
                "page {k} reads from {from} for {}",
                key.record
            );
        }
    }
}

fn shuffled(n: usize) -> Vec<u64> {
    // A fixed permutation: insertion order, the regions scattered.
    (0..n as u64).map(|i| (i * 7919 + 13) % n as u64).collect()
}

#[test]
fn lines_binary_and_hex_pages_match_the_dump() {
    let ids = shuffled(1500);
    let lines: String = ids.iter().map(|i| format!("u{i:05}\r\n\n")).collect();
    check(
        KeyFormat::Lines,
        false,
        lines.as_bytes(),
        &[b"u00500", b"u01000"],
        100,
    );
    let binary: String = ids
        .iter()
        .map(|i| format!("\\x{:02X}u{i}\n", i % 7))
        .collect();
    check(
        KeyFormat::Binary,
        false,
        binary.as_bytes(),
        &[b"\x02", b"\x05"],
        64,
    );
    let hex: String = ids
        .iter()
        .map(|i| format!("{:08x}\n", i * 2_863_311))
        .collect();
    check(
        KeyFormat::Hex,
        false,
        hex.as_bytes(),
        &[&[0x40], &[0x80], &[0xc0]],
        100,
    );
    let auto: String = ids.iter().map(|i| format!("k{i}\t{}\n", i % 50)).collect();
    check(KeyFormat::Lines, true, auto.as_bytes(), &[b"k5"], 100);
}

#[test]
fn scan_pages_match_the_dump() {
    let mut scan = String::from("hbase:001:0> scan 't'\nROW  COLUMN+CELL\n");
    for i in 0..1200 {
        scan.push_str(&format!(" r{i:05}  column=d:a, timestamp=1, value=x\n"));
        scan.push_str(&format!(
            " r{i:05}  column=d:b, timestamp=1, value=two\nlines\n"
        ));
    }
    scan.push_str("1200 row(s)\nTook 0.1 seconds\n");
    check(
        KeyFormat::Scan,
        false,
        scan.as_bytes(),
        &[b"r00300", b"r00900"],
        100,
    );
    let index = index_of(
        KeyFormat::Auto { column: None },
        false,
        scan.as_bytes(),
        &Regions::new(vec![]),
        4096,
    );
    assert_eq!(index.read.format, "scan");
    assert!(index.regions_in_order);
}

#[test]
fn csv_pages_match_the_dump() {
    let ids = shuffled(900);
    let mut csv = String::from("v,rowkey,bytes\r\n");
    for i in &ids {
        // Quoted fields with line breaks: a record spans lines.
        csv.push_str(&format!("\"a\nb\",k{i},{}\r\n", i % 9));
        if i % 5 == 0 {
            csv.push_str("\r\n");
        }
    }
    let format = KeyFormat::Csv {
        column: Some("rowkey".into()),
    };
    check(format.clone(), false, csv.as_bytes(), &[b"k3", b"k6"], 50);
    check(format, true, csv.as_bytes(), &[b"k3", b"k6"], 100);
    check(
        KeyFormat::Auto { column: None },
        false,
        b"key\nb\na\n",
        &[b"b"],
        1,
    );
}

#[test]
fn empty_and_one_key_dumps() {
    check(KeyFormat::Lines, false, b"", &[b"m"], 100);
    check(KeyFormat::Lines, false, b"only", &[b"m"], 100);
    let regions = Regions::new(vec![b"m".to_vec()]);
    let index = index_of(KeyFormat::Lines, false, b"only", &regions, 9);
    // A page past the end, and a region with no keys: empty, not an error.
    let page = read_page(
        &index,
        &PageRequest::records(&index, 500, 100),
        &regions,
        b"only",
        9,
    );
    assert!(page.keys.is_empty() && page.ended);
    let page = read_page(
        &index,
        &PageRequest::region(&index, 0, 100),
        &regions,
        b"only",
        9,
    );
    assert!(page.keys.is_empty() && page.ended);
}

#[test]
fn the_index_stays_bounded_and_pages_read_little() {
    let n = (MAX_MARKS as u64 * FIRST_EVERY * 3) as usize;
    let dump: String = (0..n).map(|i| format!("{i:07}\n")).collect();
    let regions = Regions::new(vec![b"0200000".to_vec()]);
    let index = index_of(KeyFormat::Lines, false, dump.as_bytes(), &regions, 1 << 20);
    assert!(index.marks.len() <= MAX_MARKS, "{}", index.marks.len());
    assert!(index.every >= FIRST_EVERY * 3);
    assert!(index.regions_in_order);
    let first = n as u64 - 250;
    let request = PageRequest::records(&index, first, 100);
    assert!(request.skip < index.every);
    let page = read_page(&index, &request, &regions, dump.as_bytes(), 1 << 16);
    assert_eq!(page.keys[0].key, format!("{first:07}").into_bytes());
    assert_eq!(page.keys[0].line, first + 1);
    // Region 1 of a sorted dump starts near its first key, not at the dump's start.
    let request = PageRequest::region(&index, 1, 10);
    assert!(request
        .from
        .as_ref()
        .is_some_and(|m| m.record + index.every >= 200_000));
    let page = read_page(&index, &request, &regions, dump.as_bytes(), 1 << 16);
    assert_eq!(page.keys[0].key, b"0200000");
    // Each region's last page starts from a boundary near it, not from the region's start.
    for (region, first, count) in [(0, 0, 200_000), (1, 200_000, n as u64 - 200_000)] {
        let last = (count - 1) / 100 * 100;
        let request = PageRequest::region_from(&index, region, last, 100);
        let from = request.from.as_ref().map_or(0, |m| m.record);
        assert!(
            first + last - from <= index.every,
            "region {region} reads from {from}"
        );
        let page = read_page(&index, &request, &regions, dump.as_bytes(), 1 << 16);
        assert_eq!(page.keys.len() as u64, count - last);
        // It ends at the region's last key, not at the dump's end.
        let mut reader = PageReader::new(&index.read, &request, regions.clone()).unwrap();
        let start = request.from.as_ref().map_or(0, |m| m.byte as usize);
        let read = dump.as_bytes()[start..]
            .chunks(64)
            .position(|part| reader.push(part).unwrap())
            .map(|chunks| chunks * 64);
        assert!(
            read.is_some_and(|r| r <= (index.every as usize + 101) * 8),
            "{read:?}"
        );
        assert_eq!(
            page.keys[0].key,
            format!("{:07}", first + last).into_bytes()
        );
    }
}

#[test]
fn a_changed_dump_is_refused() {
    let dump: String = (0..1000).map(|i| format!("k{i:04}\n")).collect();
    let regions = Regions::new(vec![]);
    let index = index_of(KeyFormat::Lines, false, dump.as_bytes(), &regions, 4096);
    let changed = dump.replace("k0640", "x0640");
    let request = PageRequest::records(&index, 650, 10);
    assert_eq!(request.from.as_ref().map(|m| m.record), Some(640));
    let mut page = PageReader::new(&index.read, &request, regions).unwrap();
    let err = page
        .push(&changed.as_bytes()[request.from.unwrap().byte as usize..])
        .unwrap_err();
    assert_eq!(err.to_string(), "the key dump is not the one that was read (line 641 holds another key now): load the file again");
    assert!(resized(index.bytes, dump.len() as u64 + 1).is_some());
    assert!(resized(index.bytes, dump.len() as u64).is_none());
}

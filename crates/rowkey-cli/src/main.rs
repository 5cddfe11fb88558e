//! `rowkey`: the RowKey Playground core from a terminal (the command is the library's
//! [`rowkey_cli::main`]).

fn main() -> std::process::ExitCode {
    rowkey_cli::main()
}
